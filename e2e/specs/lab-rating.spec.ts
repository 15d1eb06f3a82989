import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminPage, newLab, newPatient, newStaff, ok, selfOrder } from '../support/people';

/**
 * Ratings come from the people an order served: a patient's self-order at a new lab is collected
 * and resulted (released to the patient with its results); the patient rates the lab on the order
 * page, with the keyboard, and the Lab Network shows the lab's new rating instead of 'No ratings yet'.
 */
test('the patient rates the lab after release, and the lab network shows the rating', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const labName = `Rating Lab ${stamp}`;
  const admin = await adminPage(browser);
  const labId = await newLab(admin, labName, ['GLU']);
  const tech = await newStaff(browser, admin, 'lab_technician', `Rita Rating ${stamp}`, labId);
  const patient = await newPatient(browser, `Rafael Rating ${stamp}`);
  const page = patient.page;

  // A new lab has no rating: the network says so rather than showing a number.
  await page.goto('/dashboard/marketplace/labs');
  await page.getByPlaceholder('Search by name, address or specialty...').fill(labName);
  const card = page.getByRole('listitem').filter({ hasText: labName });
  await expect(card.getByText('No ratings yet')).toBeVisible({ timeout: 60_000 });

  // The patient orders fasting glucose; the lab collects it and reports it (released at once: a self-order).
  const order = await selfOrder(page, labId, ['GLU']);
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order.id}/collect`, {});
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order.id}/start-processing`);
  const form = await ok<{ items: { orderItemId: string; analytes: { analyteId: string }[] }[] }>(tech.page, 'GET', `/api/v1/lab-orders/${order.id}/result-form`);
  const values = form.items.flatMap((item) => item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value: 88 })));
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order.id}/results`, { values });

  // On the order page: choose 4 stars with the keyboard, add a comment, submit.
  await page.goto(`/orders/${order.id}`);
  const rateCard = page.getByRole('region', { name: 'Rate this lab' });
  await expect(rateCard).toBeVisible({ timeout: 60_000 });
  const submit = rateCard.getByRole('button', { name: 'Submit rating' });
  await expect(submit).toBeDisabled();
  const axe = await new AxeBuilder({ page }).include('[role="region"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await rateCard.getByRole('radio', { name: /^3 stars/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(rateCard.getByRole('radio', { name: /^4 stars · Very good/ })).toBeChecked();
  await rateCard.getByLabel('Comment (optional)').fill('Quick and friendly collection.');
  await submit.click();
  await expect(rateCard.getByText('Thank you — your rating was saved')).toBeVisible();
  await expect(rateCard.getByText(`You rated ${labName} 4 out of 5 (Very good).`)).toBeVisible();
  await expect(submit).toHaveCount(0);

  // Reloaded, the rating given is shown, not the form again.
  await page.reload();
  await expect(page.getByText(`You rated ${labName} 4 out of 5 (Very good).`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Submit rating' })).toHaveCount(0);

  // The lab network shows the lab's rating, from this one rating.
  await page.goto('/dashboard/marketplace/labs');
  await page.getByPlaceholder('Search by name, address or specialty...').fill(labName);
  await expect(card.getByLabel('4.0 out of 5 from 1 rating')).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: labName });
  await dialog.getByRole('tab', { name: 'Performance' }).click();
  await expect(dialog.getByText('4.0 out of 5 (1 rating)')).toBeVisible();
});
