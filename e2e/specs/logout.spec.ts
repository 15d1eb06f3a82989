import { expect, test } from '@playwright/test';
import { newPatient } from '../support/people';

test('log out ends the provider session: the next sign-in in the same browser asks for the password', async ({ browser }) => {
  test.setTimeout(300_000);
  const { page } = await newPatient(browser, 'Lola Logout');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Sign in as Patient' })).toBeVisible();

  // Same browser profile, same provider cookies: the provider must ask who is signing in.
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await expect(page.getByLabel('Password')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/dashboard/);
});
