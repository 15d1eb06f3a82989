import { expect, test, type Page } from '@playwright/test';
import { adminPage, invitedPatient, newLab, newStaff, ok, testIdOf } from '../support/people';

/**
 * On paper: the patient prints the requisition for the collection site from the order page, the
 * lab's technician opens the same requisition, and once the doctor releases the results the
 * patient prints them — each page laid out for print with every required field and no navigation,
 * and the results page makes a non-empty PDF.
 */

const CLIA = '31D0456789';

/** As printed: the app's header, navigation and buttons are gone; the sheet stays, black on white. */
async function expectPrintLayout(page: Page, heading: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to order' })).toBeHidden();
  const sheet = page.locator('.print-document');
  expect(await sheet.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor])).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
}

const fact = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test('the requisition and the released results print with every field and no navigation', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const labName = `Print Lab ${stamp}`;
  const labId = await newLab(admin, labName, ['LIPID', 'TSH'], { cliaNumber: CLIA });
  const doctorName = `Dr Petra Print ${stamp}`;
  const doctor = await newStaff(browser, admin, 'doctor', doctorName);
  const tech = await newStaff(browser, admin, 'lab_technician', `Theo Print ${stamp}`, labId);
  const patientName = `Pia Print ${stamp}`;
  const patient = await invitedPatient(browser, doctor.page, patientName);

  // The doctor orders a fasting lipid panel and a TSH, urgent, at the lab.
  const me = await ok<{ id: string }>(patient.page, 'GET', '/api/v1/patients/me');
  for (const code of ['LIPID', 'TSH']) await ok(doctor.page, 'POST', '/api/v1/cart/lines', { testId: await testIdOf(doctor.page, code) });
  const [order] = await ok<{ id: string; orderNumber: string }[]>(doctor.page, 'POST', '/api/v1/lab-orders', { patientId: me.id, labId, priority: 'urgent' });

  // The patient prints the requisition from the order page.
  const p = patient.page;
  await p.goto(`/orders/${order!.id}`);
  await p.getByRole('link', { name: 'Print requisition' }).click();
  await expect(p).toHaveURL(new RegExp(`/orders/${order!.id}/requisition$`));
  await expect(p.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectPrintLayout(p, 'Laboratory Requisition');
  await expect(p.getByRole('img', { name: `Barcode ${order!.orderNumber}` })).toBeVisible();
  await expect(fact(p, 'Patient')).toHaveText(patientName);
  await expect(fact(p, 'Date of birth')).toHaveText('1979-03-04');
  await expect(fact(p, 'Order number')).toHaveText(order!.orderNumber);
  await expect(fact(p, 'Ordering clinician')).toHaveText(doctorName);
  await expect(fact(p, 'Priority')).toHaveText('Urgent');
  await expect(fact(p, 'Laboratory')).toHaveText(labName);
  await expect(fact(p, 'Address')).toHaveText('1 Test Street, Boston, MA');
  await expect(fact(p, 'CLIA number')).toHaveText(CLIA);
  await expect(fact(p, 'Date ordered')).toContainText(/E[SD]T$/);
  const lipid = p.getByRole('row', { name: /LIPID/ });
  await expect(lipid).toContainText('Serum');
  await expect(lipid).toContainText(/Fasting/);
  await p.emulateMedia({ media: 'screen' });

  // The lab's technician opens the same requisition.
  await tech.page.goto(`/orders/${order!.id}/requisition`);
  await expect(tech.page.getByRole('heading', { level: 1, name: 'Laboratory Requisition' })).toBeVisible();
  await expect(fact(tech.page, 'Patient')).toHaveText(patientName);

  // Collected, processed, reported (TSH high), released by the doctor.
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order!.id}/collect`, {});
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order!.id}/start-processing`);
  const form = await ok<{ items: { orderItemId: string; analytes: { analyteId: string; code: string }[] }[] }>(tech.page, 'GET', `/api/v1/lab-orders/${order!.id}/result-form`);
  const values = form.items.flatMap((item) => item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value: a.code === 'TSH' ? 9.8 : 100 })));
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order!.id}/results`, { values });
  await ok(doctor.page, 'POST', `/api/v1/lab-orders/${order!.id}/release`, {});

  // The patient prints the results from the order page.
  await p.goto(`/orders/${order!.id}`);
  await expect(p.getByRole('link', { name: 'Print requisition' })).toHaveCount(0);
  await p.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(p).toHaveURL(new RegExp(`/orders/${order!.id}/print$`));
  await expectPrintLayout(p, 'Laboratory Results');
  await expect(fact(p, 'Patient')).toHaveText(patientName);
  await expect(fact(p, 'Date of birth')).toHaveText('1979-03-04');
  await expect(fact(p, 'Accession number')).toHaveText(/^LW-\d{6}-[0-9A-F]{8}$/);
  await expect(fact(p, 'Ordering clinician')).toHaveText(doctorName);
  await expect(fact(p, 'Laboratory')).toHaveText(labName);
  await expect(fact(p, 'CLIA number')).toHaveText(CLIA);
  await expect(fact(p, 'Collected')).toContainText(/E[SD]T$/);
  await expect(fact(p, 'Reported')).toContainText(/E[SD]T$/);
  const tsh = p.getByRole('row', { name: /Thyroid/ });
  await expect(tsh).toContainText('9.8');
  await expect(tsh).toContainText('mIU/L');
  await expect(tsh).toContainText('High');
  await expect(p.getByText(/information, not a diagnosis/)).toBeVisible();

  const pdf = await p.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);
});
