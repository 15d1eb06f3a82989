import { expect, test, type Page } from '@playwright/test';
import { latestMailLink } from '../support/mail';
import { DEMO, signInAs } from '../support/sign-in';

const PASSWORD = 'a calm blue river';

async function signUp(page: Page, role: string, fullName: string, email: string) {
  await page.goto(`/signup/${role}`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('check your spam folder')).toBeVisible();
}

test('a patient signs up, verifies the e-mail from the mailed link, then signs in', async ({ page }) => {
  const email = `nora.${Date.now()}@example.com`;
  await signUp(page, 'patient', 'Nora New', email);

  await page.goto('/auth/verify-email');
  await expect(page.getByText('Missing verification token')).toBeVisible();

  const link = await latestMailLink(email, '/auth/verify-email?token=');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Email verified successfully. Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/(login|role-selection)/, { timeout: 5000 });

  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  await page.goto('/login?role=patient');
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // A new patient is asked once, before any dashboard page, for date of birth, sex at birth and consent.
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });
  const form = page.getByRole('form', { name: 'Before you start' });
  await form.getByLabel('Date of birth').fill('1990-07-02');
  await form.getByText('Male', { exact: true }).click();
  await form.getByRole('checkbox', { name: /I agree to Labwise processing my health data/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nora New' })).toBeVisible({ timeout: 15_000 });
});

test('forgot and reset password through the mailed link', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If the email exists, a reset link has been sent.')).toBeVisible();

  await page.goto('/auth/reset-password');
  await expect(page.getByText('Missing token')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeDisabled();

  const link = new URL(await latestMailLink(DEMO.admin.email, '/auth/reset-password?token='));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password').fill('first attempt here');
  await page.getByLabel('Confirm password').fill('does not match');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('New password').fill('Labwise-demo-2026');
  await page.getByLabel('Confirm password').fill('Labwise-demo-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password changed successfully. Redirecting…')).toBeVisible();
  await expect(page).toHaveURL(/\/(login|role-selection)/, { timeout: 5000 });
});

test('a doctor sign-up waits for approval until an admin approves it', async ({ page, browser }) => {
  const email = `dr.${Date.now()}@example.com`;
  await signUp(page, 'doctor', 'Dr. Ada Lovelace', email);
  const link = new URL(await latestMailLink(email, '/auth/verify-email?token='));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Email verified successfully. Redirecting to login...')).toBeVisible();

  await page.goto('/role-selection');
  await page.getByRole('button', { name: /^Healthcare Provider/ }).click();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Healthcare Provider', { exact: true })).toBeVisible();

  // An administrator approves through the API (the admin console arrives later).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin');
  await expect(admin).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const approved = await admin.evaluate(async (doctorEmail) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const token = JSON.parse(sessionStorage.getItem(key)!).access_token as string;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await (await fetch('/api/v1/admin/users?status=pending_approval', { headers })).json();
    const user = list.data.find((u: { email: string }) => u.email === doctorEmail);
    const res = await fetch(`/api/v1/admin/users/${user.id}/approve`, { method: 'POST', headers, body: '{}' });
    return (await res.json()).data.role as string;
  }, email);
  expect(approved).toBe('doctor');
  await adminContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back, Dr. Ada Lovelace/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Patients' })).toBeVisible();
});
