import { expect, test, type Page } from '@playwright/test';
import { collectSample, uploadEveryField } from '../support/lab';
import { adminPage, invitedPatient, newLab, newStaff, selfOrder } from '../support/people';

const PHONE = { width: 390, height: 844 };

/** The headings of the dashboard's own content, in reading order (the greeting first). */
const headingsOf = (page: Page) => page.getByRole('main').getByRole('heading').allTextContents();

/** Collects, processes and uploads `value` for every field of `orderNumber`: a critical value. */
async function resultFor(tech: Page, orderNumber: string, value: string) {
  await uploadEveryField(tech, orderNumber, value);
  await expect(tech.getByText(/Critical values sent to/)).toBeVisible({ timeout: 60_000 });
}

test('the doctor’s and the lab’s dashboards start with their work, on a desktop and on a phone', async ({ browser }) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const labId = await newLab(admin, `Dashboard Lab ${stamp}`, ['GLU']);
  const tech = await newStaff(browser, admin, 'lab_technician', `Dana Bench ${stamp}`, labId);
  const doctor = await newStaff(browser, admin, 'doctor', `Remy Review ${stamp}`);
  const patient = await invitedPatient(browser, doctor.page, `Ola Order ${stamp}`);

  // One order with a critical value the doctor is alerted to, one sample waiting at the bench.
  const critical = await selfOrder(patient.page, labId, ['GLU']);
  await resultFor(tech.page, critical.orderNumber, '560');
  const waiting = await selfOrder(patient.page, labId, ['GLU']);
  await collectSample(tech.page, waiting.orderNumber);

  // The doctor: Alerts with the critical result, then the results to review, before anything else.
  const doc = doctor.page;
  await doc.goto('/dashboard');
  const alert = doc.getByRole('listitem').filter({ hasText: `Critical result on ${critical.orderNumber}` });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  // A self-order's results reach the patient at once, so none waits for this doctor's review.
  await expect(doc.getByText('No results waiting for your review.')).toBeVisible({ timeout: 30_000 });
  expect((await headingsOf(doc)).slice(1, 3)).toEqual(['Alerts', 'Results to Review']);

  // On a phone the critical alert is the first content under the header and its greeting, in view without scrolling.
  await doc.setViewportSize(PHONE);
  await doc.reload();
  await expect(alert).toBeVisible({ timeout: 30_000 });
  const alertBox = (await alert.boundingBox())!;
  const greetingBox = (await doc.getByRole('heading', { level: 1 }).boundingBox())!;
  const reviewBox = (await doc.getByRole('heading', { name: 'Results to Review' }).boundingBox())!;
  expect(alertBox.y).toBeGreaterThan(greetingBox.y);
  expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(PHONE.height);
  expect(alertBox.y).toBeLessThan(reviewBox.y);

  // The lab: today's queue with the sample to process, then the figures.
  const lab = tech.page;
  await lab.goto('/dashboard');
  const samples = lab.getByRole('heading', { name: 'Samples to Process' }).locator('xpath=../..');
  await expect(samples.getByRole('link', { name: waiting.orderNumber })).toBeVisible({ timeout: 30_000 });
  await expect(samples.getByText('Sample Collected')).toBeVisible();
  const labHeadings = await headingsOf(lab);
  expect(labHeadings[1]).toBe('Today’s queue');
  expect(labHeadings.indexOf('Samples to Process')).toBeLessThan(labHeadings.indexOf('Today at your lab'));

  await lab.setViewportSize(PHONE);
  await lab.reload();
  const queueHeading = lab.getByRole('heading', { name: 'Today’s queue' });
  await expect(queueHeading).toBeVisible({ timeout: 30_000 });
  expect((await queueHeading.boundingBox())!.y).toBeLessThan(PHONE.height);
  await expect(samples.getByRole('link', { name: waiting.orderNumber })).toBeVisible({ timeout: 30_000 });
  const queueY = (await queueHeading.boundingBox())!.y;
  const figuresY = (await lab.getByRole('heading', { name: 'Today at your lab' }).boundingBox())!.y;
  expect(queueY).toBeLessThan(figuresY);
});
