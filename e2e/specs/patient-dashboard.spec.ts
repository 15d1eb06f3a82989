import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, type DEMO } from '../support/sign-in';

/** Calls the API as the signed-in page does: same origin, with the session's bearer token. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : sessionStorage.getItem('access_token');
      const res = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, data: ((await res.json()) as { data?: unknown }).data };
    },
    { method, path, body },
  );
}

const SHOTS = path.join(import.meta.dirname, '../../.test-output/screenshots');

async function asRole(browser: Browser, role: keyof typeof DEMO): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page;
}

async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await callApi(page, method, path, body);
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.data as T;
}

type Analytics = { active_questionnaires: number; completed_tests: number; pending_results: number; health_score: number | null };

test('released results reach the patient’s figures and activity, named by who released them', async ({ browser }) => {
  test.setTimeout(120_000);
  const patient = await asRole(browser, 'patient');
  const me = await ok<{ id: string }>(patient, 'GET', '/api/v1/patients/me');
  const before = await ok<Analytics>(patient, 'GET', `/api/v1/patients/${me.id}/analytics`);

  // The demo doctor orders a TSH for Maya at the demo technician's lab.
  const doctor = await asRole(browser, 'doctor');
  const catalog = await ok<{ tests: { id: string; code: string }[] }>(doctor, 'GET', '/api/v1/catalog/tests?q=TSH');
  const network = await ok<{ labs: { id: string; name: string }[] }>(doctor, 'GET', '/api/v1/labs');
  await ok(doctor, 'DELETE', '/api/v1/cart');
  await ok(doctor, 'POST', '/api/v1/cart/lines', { testId: catalog.tests.find((t) => t.code === 'TSH')!.id });
  const [order] = await ok<{ id: string; orderNumber: string }[]>(doctor, 'POST', '/api/v1/lab-orders', {
    patientId: me.id,
    labId: network.labs.find((l) => l.name === 'Northside Clinical Laboratory')!.id,
  });

  // The lab collects, processes and uploads a TSH within range; the doctor releases it.
  const lab = await asRole(browser, 'lab_technician');
  await ok(lab, 'POST', `/api/v1/lab-orders/${order!.id}/collect`, {});
  await ok(lab, 'POST', `/api/v1/lab-orders/${order!.id}/start-processing`);
  const form = await ok<{ items: { orderItemId: string; analytes: { analyteId: string }[] }[] }>(lab, 'GET', `/api/v1/lab-orders/${order!.id}/result-form`);
  const values = form.items.flatMap((item) => item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value: 1.8 })));
  await ok(lab, 'POST', `/api/v1/lab-orders/${order!.id}/results`, { values });
  await ok(doctor, 'POST', `/api/v1/lab-orders/${order!.id}/release`, {});

  // The figures on the page are the server's, and they moved: one more completed test, a score.
  const after = await ok<Analytics>(patient, 'GET', `/api/v1/patients/${me.id}/analytics`);
  expect(after.completed_tests).toBe(before.completed_tests + 1);
  expect(after.health_score).not.toBeNull();
  await patient.reload();
  const figures = patient.getByRole('list', { name: 'Your figures' });
  await expect(figures.getByLabel(`Completed Tests: ${after.completed_tests}`)).toBeVisible({ timeout: 15_000 });
  await expect(figures.getByLabel(`Pending Results: ${after.pending_results}`)).toBeVisible();
  await expect(figures.getByLabel(`Active Questionnaires: ${after.active_questionnaires}`)).toBeVisible();
  await expect(figures.getByLabel(`Health Score: ${after.health_score}`)).toBeVisible();

  // Recent Activity, newest first: the results are ready, released by the doctor; the lab's steps before.
  const activity = patient.getByRole('list', { name: 'Recent activity' });
  const ready = activity.getByRole('listitem').filter({ hasText: `Results for ${order!.orderNumber} are ready` });
  await expect(ready).toBeVisible();
  await expect(ready).toContainText('1 test: TSH');
  await expect(ready).toContainText('(Healthcare Provider)');
  await expect(activity.getByRole('listitem').first()).toContainText(`Results for ${order!.orderNumber} are ready`);
  await expect(activity.getByRole('listitem').filter({ hasText: `Order ${order!.orderNumber}: Sample Collected` })).toContainText('(Laboratory)');
  await expect(activity).not.toContainText('1.8');

  // Light and dark, desktop and phone width: nothing runs off the side of the screen.
  for (const theme of ['light', 'dark'] as const) {
    await patient.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [1280, 390]) {
      await patient.setViewportSize({ width, height: 900 });
      await patient.reload();
      await expect(figures.getByLabel(`Health Score: ${after.health_score}`)).toBeVisible({ timeout: 15_000 });
      await expect(ready).toBeVisible();
      expect(await patient.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await patient.screenshot({ path: path.join(SHOTS, `patient-dashboard-${theme}-${width}.png`), fullPage: true });
    }
  }
});

test('the demo patient sees their figures and recent activity, and edits their profile', async ({ page }) => {
  await signInAs(page, 'patient');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya Patel' })).toBeVisible({ timeout: 15_000 });

  // The patient orders a CBC for themselves; the dashboard then shows it as pending and in the activity.
  const catalog = (await callApi(page, 'GET', '/api/v1/catalog/tests?q=CBC')).data as { tests: { id: string; code: string }[] };
  const cbc = catalog.tests.find((t) => t.code === 'CBC');
  expect(cbc).toBeDefined();
  expect((await callApi(page, 'POST', '/api/v1/cart/lines', { testId: cbc!.id })).status).toBeLessThan(300);
  const placed = await callApi(page, 'POST', '/api/v1/lab-orders', {});
  expect(placed.status).toBe(201);
  const orderNumber = (placed.data as { orderNumber: string }[])[0]!.orderNumber;

  await page.reload();
  const figures = page.getByRole('list', { name: 'Your figures' });
  for (const label of ['Active Questionnaires', 'Completed Tests', 'Pending Results', 'Health Score']) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(figures.getByLabel(/^Pending Results: [1-9]\d*$/)).toBeVisible({ timeout: 15_000 });
  await expect(figures.getByLabel(/^Health Score: (N\/A|\d+)$/)).toBeVisible();
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await expect(activity.getByText(`Order ${orderNumber} placed`)).toBeVisible();
  await expect(page.getByText('Failed to load dashboard data. Please refresh the page.')).toHaveCount(0);

  // The score's meaning is one keyboard focus away.
  await figures.getByRole('button', { name: 'About the Health Score' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('within their reference range');

  // Edit profile: a bad phone is explained, a good one is saved.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Phone').fill('call me');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Enter a phone number/)).toBeVisible();
  await dialog.getByLabel('Phone').fill('+1 617 555 0123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Profile saved')).toBeVisible();

  // The patient's existing sections are still there.
  await expect(page.getByText('My Test Orders')).toBeVisible();
  await expect(page.getByText('Upcoming Appointments')).toBeVisible();
});
