import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, type DEMO } from '../support/sign-in';

async function asRole(browser: Browser, role: keyof typeof DEMO): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page;
}

const CMP: Record<string, string> = {
  'Glucose (fasting)': '92', 'Urea nitrogen': '14', Creatinine: '0.8', Sodium: '139', Potassium: '6.5', Chloride: '101',
  'Carbon dioxide': '25', Calcium: '9.4', 'Total protein': '7.1', Albumin: '4.3', 'Bilirubin, total': '0.5',
  'Alkaline phosphatase': '75', 'Alanine aminotransferase': '20', 'Aspartate aminotransferase': '21',
};

test('the lab uploads a critical value, the doctor is alerted and releases, the patient sees flagged results', async ({ browser }) => {
  test.setTimeout(120_000);
  // The doctor orders a CMP for their patient at the demo technician's lab.
  const doctor = await asRole(browser, 'doctor');
  await doctor.goto('/dashboard/marketplace/catalog');
  await doctor.getByRole('listitem').filter({ hasText: 'Comprehensive Metabolic Panel' }).getByRole('button', { name: 'Add to Cart' }).click();
  await doctor.getByRole('button', { name: /Open cart, 1 item$/ }).click();
  await doctor.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = doctor.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Patient').selectOption({ label: 'Maya Patel' });
  await checkout.getByLabel('Laboratory').selectOption({ label: 'Northside Clinical Laboratory — MA' });
  await checkout.getByRole('button', { name: 'Place order' }).click();
  const heading = doctor.getByRole('heading', { name: /^Order NB-\d+$/ });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await heading.textContent())!.replace('Order ', '');

  // The technician collects, processes and uploads.
  const lab = await asRole(browser, 'lab_technician');
  await lab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
  const row = () => lab.getByRole('row').filter({ hasText: orderNumber });
  await row().getByRole('button', { name: 'Collect Sample' }).click();
  await expect(lab.getByText(/Sample collected · accession LW-/)).toBeVisible();
  const label = lab.getByRole('dialog', { name: 'Specimen label' });
  await expect(label.getByRole('img', { name: /^Barcode LW-/ })).toBeVisible();
  await expect(label.getByText('Maya Patel')).toBeVisible();
  await lab.keyboard.press('Escape');
  await lab.getByRole('tab', { name: 'Collections' }).click();
  await row().getByRole('button', { name: 'Start Processing' }).click();
  await lab.getByRole('tab', { name: 'Processing' }).click();
  await row().getByRole('button', { name: 'Upload Results' }).click();
  const dialog = lab.getByRole('dialog');
  for (const [name, value] of Object.entries(CMP)) await dialog.getByLabel(new RegExp(`^${name.replace(/[()]/g, '\\$&')} \\(`)).fill(value);
  await dialog.getByLabel('Lab Comments').fill('Sample slightly hemolysed');
  await dialog.getByRole('button', { name: 'Upload Results' }).click();
  await expect(lab.getByText(/Critical values sent to Dr\. Samuel Okafor \(ordering doctor\): CMP Potassium 6\.5 mmol\/L/)).toBeVisible();

  // The doctor sees the alert on the dashboard, reviews the critical value and releases.
  await doctor.goto('/dashboard');
  await expect(doctor.getByText(`Critical result on ${orderNumber}`)).toBeVisible();
  await doctor.goto('/dashboard/results');
  await doctor.getByRole('listitem').filter({ hasText: orderNumber }).getByRole('link', { name: 'Review' }).click();
  await expect(doctor.getByText(/Critical values: Potassium 6.5 mmol\/L/)).toBeVisible();
  await doctor.getByLabel('Note to the patient (optional)').fill('Please repeat the potassium test this week.');
  await doctor.getByRole('button', { name: 'Release to patient' }).click();
  await expect(doctor.getByText('Results released to the patient').first()).toBeVisible();

  // The patient sees the released results with their flags.
  const patient = await asRole(browser, 'patient');
  await patient.goto('/dashboard/patient/orders');
  await patient.getByRole('listitem').filter({ hasText: orderNumber }).getByRole('link', { name: 'View Details' }).click();
  const potassium = patient.getByRole('row').filter({ hasText: 'Potassium' });
  await expect(potassium.getByText('Critical high', { exact: true })).toBeVisible();
  await expect(patient.getByRole('row').filter({ hasText: 'Sodium' }).getByText('Normal', { exact: true })).toBeVisible();
  await expect(patient.getByText('Please repeat the potassium test this week.')).toBeVisible();
  await expect(patient.getByText('Sample slightly hemolysed')).toBeVisible();
  await potassium.getByRole('button', { name: 'Trend' }).click();
  await expect(patient.getByRole('img', { name: /^Potassium: .* 6\.5 mmol\/L$/ })).toBeVisible();
  const download = patient.waitForEvent('download');
  await patient.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`labwise-results-${orderNumber}.pdf`);
});
