import { expect, type Browser, type Page } from '@playwright/test';
import { latestMailLink } from './mail';
import { DEMO, signInAs } from './sign-in';

/**
 * People and data a spec creates for itself: real sign-ups through the hosted pages and the
 * mailed links, and set-up through the API as the signed-in page calls it.
 */
export const PASSWORD = 'a calm blue river 2026';

let counter = 0;
/** An address no other spec or run uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** Calls the API as the signed-in page does: same origin, with the session's bearer token. */
export async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: T; message: string }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { data?: unknown; detail?: string; message?: string };
      return { status: res.status, data: json.data as never, message: json.detail ?? json.message ?? '' };
    },
    { method, path, body },
  );
}

export async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await callApi<T>(page, method, path, body);
  expect(res.status, `${method} ${path}: ${res.message}`).toBeLessThan(300);
  return res.data;
}

/** The hosted sign-in page, from the role-specific login page. */
export async function signIn(page: Page, roleLabel: string, email: string, password = PASSWORD) {
  await page.goto('/role-selection');
  await page.getByRole('button', { name: new RegExp(`^${roleLabel}`) }).click();
  await expect(page.getByRole('heading', { name: `Sign in as ${roleLabel}` })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs up on the hosted page from /signup/{role} and opens the mailed verification link. */
export async function signUpVerified(page: Page, role: string, fullName: string, email: string) {
  await page.goto(`/signup/${role}`);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const link = new URL(await latestMailLink(email, '/auth/verify-email?token='));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Email verified successfully. Redirecting to login...')).toBeVisible();
}

/** Answers the one-time onboarding form (date of birth, sex at birth, consent). */
export async function completeOnboarding(page: Page, name: string, dateOfBirth = '1988-04-12') {
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Before you start' });
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  await form.getByText('Female', { exact: true }).click();
  await form.getByRole('checkbox', { name: /I agree to Labwise processing my health data/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome back, ${name}`) })).toBeVisible({ timeout: 20_000 });
}

/** A new patient in their own browser context, signed in on their dashboard. */
export async function newPatient(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail('patient');
  await signUpVerified(page, 'patient', name, email);
  await signIn(page, 'Patient', email);
  await completeOnboarding(page, name);
  return { page, email };
}

/** The demo administrator, signed in in a context of its own (it approves and configures). */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page;
}

type AdminUser = { id: string; email: string };
export async function findUserId(admin: Page, email: string): Promise<string> {
  const users = await ok<AdminUser[]>(admin, 'GET', `/api/v1/admin/users?q=${encodeURIComponent(email)}`);
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/**
 * A new account given `role` by the administrator (an approved doctor or technician), signed in
 * in its own context and on its dashboard.
 */
export async function newStaff(
  browser: Browser,
  admin: Page,
  role: 'doctor' | 'lab_technician',
  name: string,
  labId?: string,
): Promise<{ page: Page; email: string; id: string }> {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(role);
  await signUpVerified(page, role, name, email);
  const id = await findUserId(admin, email);
  await ok(admin, 'PATCH', `/api/v1/admin/users/${id}`, { role, ...(labId ? { labId } : {}) });
  const label = role === 'doctor' ? DEMO.doctor.label : DEMO.lab_technician.label;
  await signIn(page, label, email);
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome back, ${name}`) })).toBeVisible({ timeout: 20_000 });
  return { page, email, id };
}
