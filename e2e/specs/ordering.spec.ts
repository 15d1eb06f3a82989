import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('a patient searches the catalog, fills the cart, checks out and follows the order', async ({ page }) => {
  await signInAs(page, 'patient');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Catalog' }).click();
  await expect(page.getByRole('heading', { name: 'Test Catalog' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ tests$/)).toBeVisible();

  // An empty cart cannot be checked out.
  await page.getByRole('button', { name: /Open cart/ }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByText('Cart is empty', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByPlaceholder('Search tests by name, code, or description...').fill('zzzz-no-such-test');
  await expect(page.getByText('No tests found matching your criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();

  await page.getByPlaceholder('Search tests by name, code, or description...').fill('lipid');
  const card = page.getByRole('listitem').filter({ hasText: 'Lipid Panel' });
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog').getByText('Fasting 9-12 hours')).toBeVisible();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await card.getByRole('button', { name: 'Add to Cart' }).click();

  await page.getByRole('button', { name: /Open cart, 2 items/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByText('$52.00 × 2')).toBeVisible();
  await drawer.getByRole('button', { name: 'One less Lipid Panel' }).click();
  await expect(drawer.getByText('$52.00 × 1')).toBeVisible();
  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();

  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  // The split by laboratory is shown before confirming.
  await expect(checkout.getByText('One order:')).toBeVisible();
  await expect(checkout.getByText(/LIPID \(\$52\.00\)/)).toBeVisible();
  await checkout.getByLabel('Notes for the lab (optional)').fill('Early morning, please');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: /^Order NB-\d+$/ })).toBeVisible({ timeout: 15_000 });
  const orderNumber = (await page.getByRole('heading', { name: /^Order NB-\d+$/ }).textContent())!.replace('Order ', '');
  await expect(page.getByText('Order placed')).toBeVisible();
  await expect(page.getByText('Early morning, please')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Orders' }).click();
  const row = page.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(row.getByText('LIPID')).toBeVisible();
  await row.getByRole('link', { name: 'View Details' }).click();

  await page.getByLabel('Cancel this order').fill('Booked at my clinic instead');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Booked at my clinic instead')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
});

test('a doctor orders a clinician-only test for their patient with a priority', async ({ page }) => {
  await signInAs(page, 'doctor');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Catalog' }).click();
  await page.getByLabel('Category').selectOption('Coagulation');
  const card = page.getByRole('listitem').filter({ hasText: 'D-Dimer' });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /Open cart, 1 item$/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.getByText('Choose one of your patients for this order.')).toBeVisible();
  await checkout.getByLabel('Patient').selectOption({ label: 'Maya Patel' });
  await checkout.getByLabel('Priority').selectOption('stat');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: /^Order NB-\d+$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('STAT')).toBeVisible();
  await expect(page.getByText('Maya Patel').first()).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByText('DDIMER').first()).toBeVisible();
});

test('a patient books a sample collection for an order and sees it on the dashboard', async ({ page }) => {
  await signInAs(page, 'patient');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Catalog' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Erythrocyte Sedimentation Rate' }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /Open cart, 1 item$/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Laboratory').selectOption({ label: 'Lakeshore Reference Lab — IL' });
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: /^Order NB-\d+$/ })).toBeVisible({ timeout: 15_000 });

  // Lakeshore is open 24 hours: the slot picker offers every day; take the third day's first time.
  const days = page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio');
  await expect(days.nth(2)).toBeAttached({ timeout: 30_000 });
  await days.nth(2).focus();
  await page.keyboard.press('Space');
  const firstTime = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first();
  await expect(firstTime).toBeAttached();
  await firstTime.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Book collection' }).click();
  await expect(page.getByText(/Booked for .* at Lakeshore Reference Lab/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const upcoming = page.getByRole('heading', { name: 'Upcoming Appointments' }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(upcoming.getByText('Lakeshore Reference Lab')).toBeVisible();
});
