import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('the lab network filters, and its details tabs show real data', async ({ page }) => {
  await signInAs(page, 'doctor');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lab Network' }).click();
  await expect(page.getByRole('heading', { name: 'Lab Network' })).toBeVisible();
  await expect(page.getByText('Partner Labs')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Laboratory' })).toHaveCount(0);

  await page.getByLabel('Location').selectOption('CO');
  await expect(page.getByRole('listitem').filter({ hasText: 'Summit Pathology Partners' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Northside Clinical Laboratory' })).toHaveCount(0);
  await page.getByLabel('Location').selectOption('');

  await page.getByPlaceholder('Search by name, address or specialty...').fill('coagulation');
  const northside = page.getByRole('listitem').filter({ hasText: 'Northside Clinical Laboratory' });
  await expect(northside.getByText('+2 more')).toBeVisible();
  await northside.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Northside Clinical Laboratory' });
  await expect(dialog.getByText('Mon-Sat 7AM-7PM')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Tests' }).click();
  await expect(dialog.getByText('Complete Blood Count')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Performance' }).click();
  // The demo patient's and doctor's ratings of their released orders (5, 4 and 4).
  await expect(dialog.getByText('4.3 out of 5 (3 ratings)')).toBeVisible();
  await page.keyboard.press('Escape');

  await northside.getByRole('button', { name: 'Partner' }).click();
  await expect(page.getByText('Partnership request sent')).toBeVisible();
});
