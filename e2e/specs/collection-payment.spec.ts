import { expect, test } from '@playwright/test';
import { adminPage, newLab, newPatient, newStaff, selfOrder } from '../support/people';

/**
 * No order is stuck in Awaiting Payment: the patient is told they pay at collection, books a
 * slot from the picker (a day the admin closed is not offered), and the lab records the payment,
 * which moves the order on and shows “Paid at collection” to the patient.
 */
const LAB_ZONE = 'America/New_York';
const labDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: LAB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + daysAhead * 86_400_000));
const dayName = (date: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

test('the admin closes a day, the patient books around it from the slot picker, and the lab records payment at collection', async ({ browser }) => {
  test.setTimeout(500_000);
  const stamp = Date.now();
  const labName = `Holiday Lab ${stamp}`;
  const admin = await adminPage(browser);
  // Open 24 hours in New York: every day ahead has slots unless it is closed.
  const labId = await newLab(admin, labName, ['CBC']);
  const closed = labDate(2);

  await admin.goto('/dashboard/admin/labs');
  await admin.getByLabel('Search labs').fill(labName);
  await admin.getByRole('button', { name: `Closures of ${labName}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Closures of ${labName}` });
  await expect(dialog.getByText('No closures planned.')).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('First closed day').fill(closed);
  await dialog.getByLabel('Reason').fill('Staff training');
  await dialog.getByRole('button', { name: 'Add closure' }).click();
  await expect(dialog.getByText('Staff training')).toBeVisible({ timeout: 30_000 });

  const tech = await newStaff(browser, admin, 'lab_technician', `Pia Payments ${stamp}`, labId);
  const patient = await newPatient(browser, `Paul Payer ${stamp}`);
  const order = await selfOrder(patient.page, labId, ['CBC']);

  await patient.page.goto(`/orders/${order.id}`);
  await expect(patient.page.getByText('You can pay at the laboratory when your sample is collected: card, cash or insurance.')).toBeVisible({ timeout: 30_000 });
  const days = patient.page.getByRole('radiogroup', { name: 'Day' });
  await expect(days.getByRole('radio', { name: dayName(labDate(3)) })).toBeAttached({ timeout: 30_000 });
  await expect(days.getByRole('radio', { name: dayName(closed) })).toHaveCount(0);

  // Keyboard only: a day, then a time, then the button.
  await days.getByRole('radio', { name: dayName(labDate(3)) }).focus();
  await patient.page.keyboard.press('Space');
  await patient.page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { name: '10:00 AM' }).focus();
  await patient.page.keyboard.press('Space');
  await patient.page.getByRole('button', { name: 'Book collection' }).focus();
  await patient.page.keyboard.press('Enter');
  await expect(patient.page.getByText(/^Booked for /)).toContainText(/10:00\sAM E[SD]T/, { timeout: 30_000 });

  await tech.page.goto('/dashboard/lab/orders');
  const row = tech.page.getByRole('row').filter({ hasText: order.orderNumber });
  await row.getByRole('button', { name: 'Record payment' }).click();
  const pay = tech.page.getByRole('dialog', { name: 'Record payment' });
  await expect(pay.getByLabel('Amount paid (USD)')).not.toHaveValue('');
  await pay.getByRole('radio', { name: 'Cash' }).check();
  await pay.getByLabel('Reference (optional)').fill('R-42');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(tech.page.getByText(new RegExp(`^Payment of \\$[\\d.,]+ recorded for ${order.orderNumber}$`))).toBeVisible({ timeout: 30_000 });
  // Paid: the order waits for its sample, no payment to record any more.
  await expect(row.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Collect Sample' })).toBeVisible();

  await patient.page.reload();
  // The payment card says so (the timeline names the same step as its reason).
  await expect(patient.page.getByRole('strong').filter({ hasText: 'Paid at collection' })).toBeVisible({ timeout: 30_000 });
  await expect(patient.page.getByRole('list').getByText('Paid at collection', { exact: true })).toBeVisible();
  await expect(patient.page.getByText(/by cash \(ref\. R-42\)/)).toBeVisible();
  await expect(patient.page.getByText('You can pay at the laboratory when your sample is collected', { exact: false })).toHaveCount(0);
});
