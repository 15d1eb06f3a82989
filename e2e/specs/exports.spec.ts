import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminPage, newStaff, ok } from '../support/people';

test('a doctor downloads their patients as CSV for the last 30 days, with only their own patients in it', async ({ browser }) => {
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const doctor = await newStaff(browser, admin, 'doctor', `Dora Export ${stamp}`);
  const other = await newStaff(browser, admin, 'doctor', `Otto Export ${stamp}`);
  const mine = `Erin Export ${stamp}`;
  await ok(doctor.page, 'POST', '/api/v1/patients', { fullName: mine, email: `erin.${stamp}@example.com` });
  await ok(other.page, 'POST', '/api/v1/patients', { fullName: `Oscar Export ${stamp}` });

  const page = doctor.page;
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/dashboard/patients"]').click();
  await expect(page.getByRole('table', { name: 'My Patients' }).getByRole('row', { name: new RegExp(mine) })).toBeVisible();

  const exporter = page.getByRole('group', { name: 'Export patients as CSV' });
  await expect(exporter.getByLabel('From')).not.toHaveValue('');
  const [download] = await Promise.all([page.waitForEvent('download'), exporter.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^labwise-patients-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe('Patient ID,Name,Email,Phone,Date of birth,Sex at birth,Has account,Consent given,Primary doctor,Added');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`,${mine},erin.${stamp}@example.com,`);
  expect(rows[0]).toContain(`Dora Export ${stamp}`);
  expect(csv).not.toContain('Oscar Export');
  await expect(exporter.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});
