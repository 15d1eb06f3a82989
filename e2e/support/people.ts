import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
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
  await expect(page.getByRole('heading', { name: `Sign in as ${roleLabel}` })).toBeVisible({ timeout: 30_000 });
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
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible({ timeout: 30_000 });
  const link = new URL(await latestMailLink(email, '/auth/verify-email?token='));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Email verified successfully. Redirecting to login...')).toBeVisible({ timeout: 30_000 });
}

/** Answers the one-time onboarding form (date of birth, sex at birth, consent). */
export async function completeOnboarding(page: Page, name: string, dateOfBirth = '1988-04-12') {
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Before you start' });
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  await form.getByText('Female', { exact: true }).click();
  await form.getByRole('checkbox', { name: /I agree to Labwise processing my health data/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome back, ${name}`) })).toBeVisible({ timeout: 60_000 });
}

/**
 * A new patient in their own browser context (with `context` options, such as a `timezoneId`:
 * contexts made here do not take a spec's `test.use` options), signed in on their dashboard.
 */
export async function newPatient(browser: Browser, name: string, context: BrowserContextOptions = {}): Promise<{ page: Page; email: string }> {
  const page = await (await browser.newContext(context)).newPage();
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
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
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
 * in its own context (with `context` options, as for newPatient) and on its dashboard.
 */
export async function newStaff(
  browser: Browser,
  admin: Page,
  role: 'doctor' | 'lab_technician',
  name: string,
  labId?: string,
  context: BrowserContextOptions = {},
): Promise<{ page: Page; email: string; id: string }> {
  const page = await (await browser.newContext(context)).newPage();
  const email = uniqueEmail(role);
  await signUpVerified(page, role, name, email);
  const id = await findUserId(admin, email);
  await ok(admin, 'PATCH', `/api/v1/admin/users/${id}`, { role, ...(labId ? { labId } : {}) });
  const label = role === 'doctor' ? DEMO.doctor.label : DEMO.lab_technician.label;
  await signIn(page, label, email);
  await expect(page.getByRole('heading', { name: new RegExp(`Welcome back, ${name}`) })).toBeVisible({ timeout: 60_000 });
  return { page, email, id };
}

/**
 * A patient linked to `doctor`: the doctor creates the record with an e-mail invitation, the
 * invitee signs up from the mailed link (signed in at once) and gives consent.
 */
export async function invitedPatient(browser: Browser, doctor: Page, name: string): Promise<{ page: Page; email: string }> {
  const email = uniqueEmail('invited');
  await ok(doctor, 'POST', '/api/v1/patients', { fullName: name, email, sendBy: 'email' });
  const link = new URL(await latestMailLink(email, '/invite/'));
  const page = await (await browser.newContext()).newPage();
  await page.goto(link.pathname);
  await page.getByRole('button', { name: 'Create your account' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Linked only by the patient's own click (the invitation proves nothing by itself).
  await page.getByRole('button', { name: /^Accept .+ as my doctor$/ }).click({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Before you start' });
  await form.getByLabel('Date of birth').fill('1979-03-04');
  await form.getByText('Female', { exact: true }).click();
  await form.getByRole('checkbox', { name: /I agree to Labwise processing my health data/ }).check();
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard\//, { timeout: 60_000 });
  return { page, email };
}

/** A catalog test's id by its code. */
export async function testIdOf(page: Page, code: string): Promise<string> {
  const data = await ok<{ tests: { id: string; code: string }[] }>(page, 'GET', `/api/v1/catalog/tests?q=${encodeURIComponent(code)}&limit=200`);
  const found = data.tests.find((t) => t.code === code);
  if (!found) throw new Error(`no test ${code}`);
  return found.id;
}

/** A new active lab of the spec's own, offering the given tests, open around the clock. */
export async function newLab(admin: Page, name: string, testCodes: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const lab = await ok<{ id: string }>(admin, 'POST', '/api/v1/admin/labs', {
    name,
    address: '1 Test Street, Boston, MA',
    city: 'Boston',
    region: 'MA',
    country: 'US',
    phone: '+1 617 555 0199',
    email: 'lab@e2e.example',
    website: null,
    specialties: ['Chemistry'],
    hours: 'Open 24 hours',
    timeZone: 'America/New_York',
    certification: 'CLIA, CAP',
    established: 2010,
    capacityPerDay: 100,
    averageTurnaroundHours: 24,
    status: 'active',
    ...extra,
  });
  for (const code of testCodes) {
    await ok(admin, 'PUT', `/api/v1/admin/labs/${lab.id}/tests/${await testIdOf(admin, code)}`, { priceCents: null, turnaroundHours: null, active: true });
  }
  return lab.id;
}

/** The signed-in patient orders `codes` for themself at `labId`; returns the order number and id. */
export async function selfOrder(patient: Page, labId: string, codes: string[]): Promise<{ id: string; orderNumber: string }> {
  for (const code of codes) await ok(patient, 'POST', '/api/v1/cart/lines', { testId: await testIdOf(patient, code) });
  const [order] = await ok<{ id: string; orderNumber: string }[]>(patient, 'POST', '/api/v1/lab-orders', { labId });
  return order!;
}
