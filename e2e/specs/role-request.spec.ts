import { expect, test } from '@playwright/test';
import { adminPage, newPatient, signIn } from '../support/people';

test('a role card does not turn an existing patient into a pending request; Request another role on the account page does, and they keep working', async ({ browser }) => {
  test.setTimeout(400_000);
  const name = `Rory Role ${Date.now()}`;
  const { page, email } = await newPatient(browser, name);

  // Signed out, the patient picks the Healthcare Provider card and signs in with their own account.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });
  // The hint is a toast raised as the callback completes: watch for it while the dashboard loads.
  const hint = expect(page.getByText(`You are signed in as Patient. To work as Healthcare Provider, use Request another role on your account page.`)).toBeVisible({ timeout: 60_000 });
  await signIn(page, 'Healthcare Provider', email);
  await expect(page.getByRole('heading', { name: `Welcome back, ${name}` })).toBeVisible({ timeout: 60_000 });
  await hint;
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient\/orders$/);

  // Asking for the role is explicit, on the account page; the patient pages stay open meanwhile.
  await page.goto('/dashboard/account');
  await page.getByLabel('Role').selectOption({ label: 'Healthcare Provider' });
  await page.getByRole('button', { name: 'Request role' }).click();
  await expect(page.getByText('Your request for the Healthcare Provider role is waiting for an administrator. You keep working as Patient meanwhile.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient\/orders$/);
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toHaveCount(0);

  // An administrator approves it in the console; the account becomes a doctor's.
  const admin = await adminPage(browser);
  await admin.goto('/dashboard/admin/users');
  await admin.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(admin.getByText(`${name} is now Healthcare Provider`)).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients', exact: true })).toBeVisible({ timeout: 60_000 });
});
