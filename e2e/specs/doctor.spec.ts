import { expect, test, type Page } from '@playwright/test';
import { latestMailLink } from '../support/mail';
import { signInAs } from '../support/sign-in';

const PASSWORD = 'a calm blue river 2026';

async function openNewPatient(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/dashboard/patients"]').click();
  await expect(page.getByRole('heading', { name: 'My Patients' })).toBeVisible();
  await page.getByRole('button', { name: 'New Patient' }).first().click();
  return page.getByRole('dialog', { name: 'New Patient' });
}

test('the demo doctor invites a patient by e-mail; the invitee signs up from the mailed link, accepts the doctor, consents and lands on the questionnaire', async ({ page, browser }) => {
  const stamp = Date.now();
  const name = `Ines Invite ${stamp}`;
  const email = `ines.${stamp}@example.com`;
  await signInAs(page, 'doctor');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Missing Consent' })).toBeVisible();

  const dialog = await openNewPatient(page);
  // Email Link is the default channel: it needs the e-mail.
  await dialog.getByLabel(/^Full Name/).fill(name);
  await dialog.getByRole('button', { name: 'Create Patient' }).click();
  await expect(dialog.getByText('Enter an e-mail address to send the Email Link, or choose SMS Link or QR Code.')).toBeVisible();
  await dialog.getByLabel(/^Age$/).fill('41');
  await dialog.getByLabel(/^Email$/).fill(email);
  await dialog.getByRole('button', { name: 'Create Patient' }).click();
  const created = page.getByRole('dialog', { name: 'Patient created' });
  await expect(created.getByText(`${name} was added to your patients.`)).toBeVisible();
  await expect(created.getByText(`The questionnaire link was e-mailed to ${email}.`)).toBeVisible();
  // The e-mailed link proves the address, so only the mailbox has it: the doctor sees "sent".
  await expect(created.getByLabel('Invitation link')).toHaveCount(0);
  await created.getByRole('button', { name: 'Done' }).click();

  // The same e-mail twice in one list is refused, on the field.
  const again = await openNewPatient(page);
  await again.getByLabel(/^Full Name/).fill(`${name} again`);
  await again.getByLabel(/^Email$/).fill(email);
  await again.getByRole('button', { name: 'Create Patient' }).click();
  await expect(again.getByText('A patient with this e-mail is already in your list.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The invitee, in their own browser, opens the link from the mail.
  const link = await latestMailLink(email, '/invite/');
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(new URL(link).pathname);
  await expect(invitee.getByRole('heading', { name: 'Dr. Samuel Okafor invited you to Labwise' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Create your account' }).click();
  await expect(invitee.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(invitee.getByText('Use the e-mail address your invitation was sent to')).toBeVisible();
  await invitee.getByLabel('Full name').fill(name);
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirm password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Sign up' }).click();

  // Signed in at once (the mailed link proved the address), then linked only by their own click.
  await expect(invitee.getByRole('button', { name: 'Decline' })).toBeVisible({ timeout: 20_000 });
  await invitee.getByRole('button', { name: 'Accept Dr. Samuel Okafor as my doctor' }).click();
  // Then asked once for consent to data processing.
  await expect(invitee).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
  const form = invitee.getByRole('form', { name: 'Before you start' });
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Please agree to the processing of your health data to continue.')).toBeVisible();
  await form.getByLabel('Date of birth').fill('1985-03-14');
  await form.getByText('Female', { exact: true }).click();
  await form.getByRole('checkbox', { name: /I agree to Labwise processing my health data/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(invitee).toHaveURL(/\/dashboard\/patient\/questionnaire$/);
  await expect(invitee.getByRole('heading', { name: 'AI-Powered Medical Questionnaire' })).toBeVisible();
  // Asked once: the dashboard opens directly now.
  await invitee.goto('/dashboard');
  await expect(invitee.getByRole('heading', { name: new RegExp(`^Welcome back`) })).toBeVisible();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await context.close();

  // The doctor sees the linked, consenting patient.
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /invite/ })).toHaveCount(0);
  await expect(row.getByText('Consent missing')).toHaveCount(0);
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const demographics = page.getByRole('definition');
  await expect(demographics.filter({ hasText: 'Female' })).toBeVisible();
  await expect(page.getByText('Consent to data processing').locator('..').getByText('Given')).toBeVisible();
  await expect(page.getByText('Not signed up yet')).toHaveCount(0);
});

test('the demo doctor shows a QR code, resends by SMS, and the old link stops working', async ({ page, browser }) => {
  const name = `Quinn Quest ${Date.now()}`;
  await signInAs(page, 'doctor');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const dialog = await openNewPatient(page);
  await dialog.getByRole('button', { name: 'Create Patient' }).click();
  await expect(dialog.getByText('Enter the patient’s full name.')).toBeVisible();
  await dialog.getByLabel(/^Full Name/).fill(name);
  await dialog.getByLabel(/^Age$/).fill('130');
  await dialog.getByLabel(/^Phone$/).fill('+44 7700 900123');
  await dialog.locator('label').filter({ hasText: 'QR Code' }).click();
  await expect(dialog.getByRole('radio', { name: 'QR Code' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Patient' }).click();
  await expect(dialog.getByText('Age must be a whole number from 0 to 120.')).toBeVisible();
  await dialog.getByLabel(/^Age$/).fill('34');
  await dialog.getByRole('button', { name: 'Create Patient' }).click();

  const created = page.getByRole('dialog', { name: 'Patient created' });
  await expect(created.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(created.getByRole('link', { name: 'Download PNG' })).toHaveAttribute('href', /^data:image\/png;base64,/);
  const qrLink = await created.getByLabel('Invitation link').inputValue();
  expect(qrLink).toMatch(/\/invite\/[\w-]{43}$/);
  await created.getByRole('button', { name: 'Done' }).click();

  // Resend from the list, by SMS this time (the outbox by default).
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Resend invite to ${name}` }).click();
  const resend = page.getByRole('dialog', { name: 'Send Questionnaire' });
  await expect(resend.getByRole('button', { name: 'Email Link' })).toBeDisabled();
  await resend.getByRole('button', { name: 'SMS Link' }).click();
  // No SMS gateway in this configuration: the doctor is told so and shares the link themselves.
  await expect(resend.getByText(/SMS is not configured on this Labwise server, so no text was sent to \+447700900123/)).toBeVisible();
  await expect(resend.getByLabel('Invitation link')).toHaveValue(/\/invite\/[\w-]{43}$/);
  await resend.getByRole('button', { name: 'Done' }).click();

  // The QR code's link was replaced; a made-up link is unknown.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(qrLink).pathname);
  await expect(visitor.getByText('This invitation has expired. Ask your doctor to send a new one.')).toBeVisible();
  await visitor.goto('/invite/not-a-real-invitation-token-0000000000');
  await expect(visitor.getByText('This invitation link is not valid. Check that you opened the whole link.')).toBeVisible();
  await visitor.context().close();

  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Not signed up yet')).toBeVisible();
  await expect(page.getByText('No orders yet.')).toBeVisible();
  await expect(page.getByText('No health assessments yet.')).toBeVisible();
  await expect(page.getByText('No results yet.')).toBeVisible();
});
