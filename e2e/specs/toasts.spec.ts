import { expect, test, type Locator } from '@playwright/test';
import { newPatient } from '../support/people';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
};

test('a toast sits bottom-right, covers neither the navigation nor the header, and never swallows a click', async ({ browser }) => {
  const { page } = await newPatient(browser, 'Tori Toast');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Test Catalog' }).click();
  await expect(page.getByRole('heading', { name: 'Test Catalog' })).toBeVisible();
  await page.getByPlaceholder('Search tests by name, code, or description...').fill('lipid');
  await page.getByRole('listitem').filter({ hasText: 'Lipid Panel' }).getByRole('button', { name: 'Add to Cart' }).click();

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to cart' });
  await expect(toast).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = await boxOf(toast);
  expect(box.x + box.width / 2, 'toast centre is on the right half').toBeGreaterThan(viewport.width / 2);
  expect(box.y + box.height / 2, 'toast centre is on the lower half').toBeGreaterThan(viewport.height / 2);
  expect(overlaps(box, await boxOf(nav)), 'toast over the navigation').toBe(false);
  expect(overlaps(box, await boxOf(page.getByRole('banner')))).toBe(false);

  // While it is still showing, the navigation answers the first click.
  await expect(toast).toBeVisible();
  await nav.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/patient\/orders$/);
});
