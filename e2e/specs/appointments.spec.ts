import { expect, test } from '@playwright/test';
import { adminPage, newLab, newPatient, newStaff, ok, selfOrder } from '../support/people';

test('a collected sample leaves Upcoming Appointments and the lab’s Collections; the order shows the collection that happened', async ({ browser }) => {
  test.setTimeout(500_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const labId = await newLab(admin, `Collection Lab ${stamp}`, ['CBC']);
  const tech = await newStaff(browser, admin, 'lab_technician', `Cole Collector ${stamp}`, labId);
  const patientName = `Bea Booked ${stamp}`;
  const patient = await newPatient(browser, patientName);
  const order = await selfOrder(patient.page, labId, ['CBC']);
  // The lab is open around the clock: any future time is a valid slot.
  await ok(patient.page, 'POST', '/api/v1/appointments', { orderId: order.id, scheduledAt: new Date(Date.now() + 26 * 3600_000).toISOString() });

  await patient.page.goto('/dashboard');
  await expect(patient.page.getByText('Upcoming Appointments')).toBeVisible({ timeout: 30_000 });
  await expect(patient.page.getByRole('link', { name: order.orderNumber, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(patient.page.getByText('No collection booked. Book one from an order’s page.')).toHaveCount(0);
  await tech.page.goto('/dashboard/lab/collections');
  await expect(tech.page.getByText(patientName)).toBeVisible({ timeout: 30_000 });

  await tech.page.goto('/dashboard/lab/orders');
  await tech.page.getByRole('row').filter({ hasText: order.orderNumber }).getByRole('button', { name: 'Collect Sample' }).click();
  await expect(tech.page.getByText(/Sample collected · accession LW-/)).toBeVisible({ timeout: 30_000 });
  await tech.page.keyboard.press('Escape');
  await tech.page.goto('/dashboard/lab/collections');
  await expect(tech.page.getByText('No collections booked at your lab.')).toBeVisible({ timeout: 30_000 });

  await patient.page.goto('/dashboard');
  await expect(patient.page.getByText('No collection booked. Book one from an order’s page.')).toBeVisible({ timeout: 30_000 });
  await patient.page.goto(`/orders/${order.id}`);
  await expect(patient.page.getByText(/^Sample collected on .* at Collection Lab/)).toBeVisible({ timeout: 30_000 });
  await expect(patient.page.getByText('No collection booked yet', { exact: false })).toHaveCount(0);
});
