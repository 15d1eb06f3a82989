import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from '../support/sign-in';

const SHOTS = path.join(import.meta.dirname, '../../.test-output/screenshots');

async function signInAdmin(page: Page) {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

test('the admin dashboard shows computed figures instead of the brief’s fixed ones', async ({ page }) => {
  await signInAdmin(page);
  await expect(page.getByText('System Health')).toBeVisible();
  await expect(page.getByText('Active Users')).toBeVisible();
  await expect(page.getByText('99.9%')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
});

test('an administrator adds a test with an analyte and finds it in the catalog', async ({ page }) => {
  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tests', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tests', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Test' });
  await dialog.getByLabel('Code', { exact: true }).fill('ZNE2E');
  await dialog.getByLabel('Name', { exact: true }).fill('Zinc, Serum');
  await dialog.getByLabel('Category').selectOption('Nutritional');
  await dialog.getByLabel('Specimen').selectOption('serum');
  await dialog.getByLabel('Price (USD)').fill('45.50');
  await dialog.getByLabel('Description').fill('Serum zinc for suspected deficiency.');
  await dialog.getByRole('switch', { name: 'Fasting required' }).check();
  await dialog.getByLabel('Fasting hours').fill('8-12');
  await dialog.getByRole('button', { name: 'Add analyte' }).click();
  await dialog.locator('#a0-code').fill('ZN');
  await dialog.locator('#a0-name').fill('Zinc');
  await dialog.locator('#a0-unit').fill('umol/L');
  // A mistake first: the high bound below the low one is caught before saving.
  await dialog.getByLabel('Normal low').fill('20');
  await dialog.getByLabel('Normal high').fill('10');
  await dialog.getByRole('button', { name: 'Add Test' }).click();
  await expect(dialog.getByText('The normal high must be above the normal low.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Normal low').fill('10');
  await dialog.getByLabel('Normal high').fill('20');
  await dialog.getByRole('button', { name: 'Add Test' }).click();
  await expect(page.getByText('Zinc, Serum added to the catalog')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second test with the same code is refused with a clear message.
  await page.getByRole('button', { name: 'Add Test' }).click();
  await dialog.getByLabel('Code', { exact: true }).fill('zne2e');
  await dialog.getByLabel('Name', { exact: true }).fill('Zinc again');
  await dialog.getByLabel('Price (USD)').fill('10');
  await dialog.getByRole('button', { name: 'Add Test' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A test with code ZNE2E already exists.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Test Catalog' }).click();
  await page.getByPlaceholder('Search tests by name, code, or description...').fill('zinc, ser');
  const card = page.getByRole('listitem').filter({ hasText: 'ZNE2E' });
  await expect(card).toBeVisible();
  await expect(card.getByText('$45.50')).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog').getByText('Fasting 8-12 hours')).toBeVisible();
});

test('an administrator edits a lab and the lab network shows it', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/dashboard/admin/labs');
  await page.getByRole('button', { name: 'Edit Summit Pathology Partners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Summit Pathology Partners' });
  await dialog.getByLabel('Hours', { exact: true }).fill('Mon-Fri 6AM-8PM');
  await dialog.getByLabel('Capacity (tests per day)').fill('0');
  await dialog.getByRole('button', { name: 'Save lab' }).click();
  await expect(dialog.getByText('Capacity must be at least 1 test per day.', { exact: true })).toBeVisible();
  await dialog.getByLabel('Capacity (tests per day)').fill('320');
  await dialog.getByRole('button', { name: 'Save lab' }).click();
  await expect(page.getByText('Summit Pathology Partners saved')).toBeVisible();
  await expect(page.getByText('Mon-Fri 6AM-8PM (America/Denver)')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lab Network' }).click();
  const summit = page.getByRole('listitem').filter({ hasText: 'Summit Pathology Partners' });
  await summit.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('dialog', { name: 'Summit Pathology Partners' }).getByText('Mon-Fri 6AM-8PM')).toBeVisible();
});

test('an administrator issues an HL7 interface key, sees the secret once, and revokes it', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/dashboard/admin/labs');
  await page.getByRole('button', { name: 'Interface keys for Riverbend Diagnostics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Interface keys for Riverbend Diagnostics' });
  await dialog.getByRole('button', { name: 'Issue a new key' }).click();
  await expect(dialog.getByText('Copy the secret now: it is shown only once.')).toBeVisible();
  const secret = (await dialog.getByTestId('issued-secret').textContent())?.trim() ?? '';
  expect(secret.length).toBeGreaterThanOrEqual(20);
  await expect(dialog.getByRole('button', { name: 'Copy secret' })).toBeVisible();
  await dialog.getByRole('button', { name: 'I have stored it' }).click();
  await expect(dialog.getByText(secret)).toHaveCount(0);
  await dialog.getByRole('button', { name: /^Revoke key / }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog.getByText('Revoked', { exact: true })).toBeVisible();
});

test('an administrator changes the AI question budget and the brand colour', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/dashboard/admin/settings');
  const budget = page.getByLabel('Max AI questions per session');
  await expect(budget).toHaveValue('10');
  await budget.fill('60');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Max AI questions per session must be a whole number from 1 to 50.')).toBeVisible();
  await budget.fill('7');
  await page.locator('label').filter({ hasText: 'Teal' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
  await expect.poll(primary).toBe('#0f766e');

  await page.reload();
  await expect(page.getByLabel('Max AI questions per session')).toHaveValue('7');
  await expect.poll(primary).toBe('#0f766e');
  // Back to the default for the other specs.
  await page.locator('label').filter({ hasText: 'Blue' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(primary).toBe('#1d4ed8');
});

async function shoot(browser: Browser, theme: 'light' | 'dark', width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  await signInAdmin(page);
  await expect(page.getByText('System Health')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, `admin-dashboard-${theme}-${width}.png`), fullPage: true });
  for (const [name, url, ready] of [
    ['users', '/dashboard/admin/users', 'Role requests'],
    ['labs', '/dashboard/admin/labs', 'Partnership requests'],
    ['tests', '/dashboard/admin/tests', 'Complete Blood Count'],
    ['settings', '/dashboard/admin/settings', 'Max AI questions per session'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByText(ready).first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `admin-${name}-${theme}-${width}.png`), fullPage: true });
  }
  await page.goto('/dashboard/admin/tests');
  await page.getByRole('button', { name: 'Edit Complete Blood Count' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Test' }).getByText('Reference ranges').first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, `admin-test-form-${theme}-${width}.png`) });
  await context.close();
}

test('the admin screens at desktop and phone width, light and dark', async ({ browser }) => {
  // Two sign-ins and a dozen screens: a ceiling for a busy 2-core machine, not a speed target.
  test.setTimeout(300_000);
  await shoot(browser, 'light', 1280);
  await shoot(browser, 'dark', 390);
});
