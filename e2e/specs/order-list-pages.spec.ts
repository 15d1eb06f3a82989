import { expect, test } from '@playwright/test';
import { adminPage, newLab, newPatient, ok, testIdOf } from '../support/people';

/**
 * Order lists by page (issue #20, ADR 0051): a patient with more orders than one page (50) sees the
 * newest 50 on My Test Orders and the rest after "Load more", each order once; the button goes
 * away on the last page.
 */
const PAGE = 50;
const ORDERS = PAGE + 3;

test('a patient with more orders than one page loads the rest with Load more', async ({ browser }) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const labId = await newLab(admin, `Pages Lab ${stamp}`, ['GLU']);
  const patient = await newPatient(browser, `Paige Many ${stamp}`);
  const page = patient.page;

  // Setup through the API the catalog and checkout pages call: one glucose order at a time.
  const glucose = await testIdOf(page, 'GLU');
  const placed: string[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    await ok(page, 'POST', '/api/v1/cart/lines', { testId: glucose });
    const [order] = await ok<{ orderNumber: string }[]>(page, 'POST', '/api/v1/lab-orders', { labId });
    placed.push(order!.orderNumber);
  }

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { name: 'My Test Orders', level: 1 })).toBeVisible({ timeout: 30_000 });
  const details = page.getByRole('link', { name: 'View Details' });
  await expect(details).toHaveCount(PAGE);
  // Newest first: the last order placed leads, the three oldest are not shown yet.
  await expect(page.getByText(placed.at(-1)!, { exact: true })).toBeVisible();
  await expect(page.getByText(placed[0]!, { exact: true })).toHaveCount(0);

  const more = page.getByRole('button', { name: 'Load more orders' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveCount(ORDERS);
  for (const number of placed.slice(0, 3)) await expect(page.getByText(number, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /more orders/ })).toHaveCount(0);
});
