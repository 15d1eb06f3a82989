import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from '../support/sign-in';

const DASHBOARD_NAV: Record<keyof typeof DEMO, string[]> = {
  patient: ['My Orders', 'My Results', 'Health Assessment', 'Test Catalog'],
  doctor: ['Patients', 'Orders', 'Results', 'Test Catalog', 'Lab Network', 'AI Questionnaire'],
  lab_technician: ['Orders', 'Collections', 'Results', 'Test Catalog', 'Lab Network'],
  admin: ['Users', 'Labs', 'Tests', 'Settings', 'Support', 'Test Catalog', 'Lab Network', 'AI Questionnaire'],
};

for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
  test(`${DEMO[role].label} signs in through the provider and lands on their dashboard`, async ({ page }) => {
    await signInAs(page, role);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of DASHBOARD_NAV[role]) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // No AI link for a technician; a patient's one questionnaire entry is Health Assessment, with the AI page as its live view.
    if (role === 'lab_technician' || role === 'patient') await expect(nav.getByRole('link', { name: 'AI Questionnaire' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText(DEMO[role].label, { exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
    // After sign-out the login page offers the same role again.
    await expect(page.getByRole('heading', { name: `Sign in as ${DEMO[role].label}` })).toBeVisible();
  });
}

test('a protected route sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/dashboard/patient/orders');
  await expect(page).toHaveURL(/\/(login|role-selection)/);
});

test('a role that does not fit the page sees a clear not-allowed page', async ({ page }) => {
  await signInAs(page, 'patient');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await page.goto('/dashboard/admin/users');
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
});

test('a wrong password shows the brief message on the provider page', async ({ page }) => {
  await signInAs(page, 'doctor', DEMO.doctor.email, 'definitely not it');
  await expect(page.getByText('Authentication failed. Please try again.')).toBeVisible();
});

test('a provider error at the callback shows Authentication Error and returns to login with the error', async ({ page }) => {
  await page.goto('/callback?error=access_denied&error_description=The+user+cancelled&state=unknown-state');
  await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await page.getByRole('button', { name: 'Return to Login' }).click();
  await expect(page).toHaveURL(/\/(login\?error=|role-selection)/);
});

test('the callback without a sign-in in progress sends the visitor to login', async ({ page }) => {
  await page.goto('/callback');
  await expect(page).toHaveURL(/\/(login|role-selection)/);
});
