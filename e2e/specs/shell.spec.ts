import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, type DEMO } from '../support/sign-in';

const SHOTS = path.join(import.meta.dirname, '../../.test-output/screenshots');

async function asRole(
  browser: Browser,
  role: keyof typeof DEMO,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  return page;
}

/** Calls the API from inside the signed-in page, with that page's own bearer token. */
function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string })
        .access_token;
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    },
    { method, url, body },
  );
}

test('the demo doctor finds the demo patient with Ctrl+K and opens her record from the keyboard', async ({
  browser,
}) => {
  const doctor = await asRole(browser, 'doctor');
  // The shortcut works once the header is there.
  await expect(doctor.getByRole('button', { name: 'Search' })).toBeVisible();
  await doctor.keyboard.press('Control+k');
  const input = doctor.getByPlaceholder('Search patients, orders, tests...');
  await expect(input).toBeFocused();
  await input.fill('maya');
  const patients = doctor.getByRole('group', { name: 'Patients' });
  await expect(patients.getByRole('option', { name: /^Maya Patel/ })).toBeVisible();
  await doctor.screenshot({ path: path.join(SHOTS, 'shell-search-light-1280.png') });

  await input.fill('zzqx-nothing-here');
  await expect(doctor.getByText('No results found.')).toBeVisible();
  await input.fill('maya');
  await expect(patients.getByRole('option', { name: /^Maya Patel/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await doctor.keyboard.press('Enter');
  await expect(doctor).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  await expect(input).toBeHidden();
});

test('a test chosen in the palette opens its details in the catalog', async ({ browser }) => {
  const patient = await asRole(browser, 'patient');
  await expect(patient.getByRole('button', { name: 'Search' })).toBeVisible();
  await patient.keyboard.press('Control+k');
  await patient.getByPlaceholder('Search patients, orders, tests...').fill('Complete Blood');
  await patient.getByRole('group', { name: 'Tests' }).getByRole('option', { name: /Complete Blood Count/ }).click();
  await expect(patient).toHaveURL(/\/dashboard\/marketplace\/catalog/);
  await expect(patient.getByRole('dialog').getByText('Complete Blood Count').first()).toBeVisible();
});

test('the patient’s bell shows a notification live when their doctor places an order', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const patient = await asRole(browser, 'patient');
  const bell = patient.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const before = await callApi<{ unreadCount: number }>(patient, 'GET', '/api/v1/notifications');

  // The doctor orders a test for Maya Patel through the API (the event), in another browser.
  const doctor = await asRole(browser, 'doctor');
  const found = await callApi<{ patients: { id: string }[] }>(doctor, 'GET', '/api/v1/search?q=Maya%20Patel');
  const catalog = await callApi<{ tests: { id: string; code: string }[] }>(
    doctor,
    'GET',
    '/api/v1/catalog/tests?q=thyroid',
  );
  const placeOrder = async () => {
    await callApi(doctor, 'DELETE', '/api/v1/cart');
    await callApi(doctor, 'POST', '/api/v1/cart/lines', { testId: catalog.tests[0]!.id });
    const [order] = await callApi<{ orderNumber: string }[]>(doctor, 'POST', '/api/v1/lab-orders', {
      patientId: found.patients[0]!.id,
    });
    return order!.orderNumber;
  };
  const unread = (n: number) => (n === 0 ? 'Notifications' : `Notifications, ${n} unread`);

  const first = await placeOrder();
  // No reload: the stream tells the patient's page, which refetches.
  await expect(bell).toHaveAccessibleName(unread(before.unreadCount + 1), { timeout: 10_000 });
  await bell.click();
  const panel = patient.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: `Order ${first} placed` });
  await expect(item).toBeVisible();
  await expect(item.getByText('just now')).toBeVisible();
  await patient.screenshot({ path: path.join(SHOTS, 'shell-notifications-light-1280.png') });
  await item.getByRole('button', { name: `Mark “Order ${first} placed” as read` }).click();
  await expect(bell).toHaveAccessibleName(unread(before.unreadCount));

  // A second event arrives while the panel is open; Mark all as read clears everything.
  const second = await placeOrder();
  await expect(panel.getByRole('listitem').filter({ hasText: `Order ${second} placed` })).toBeVisible({
    timeout: 10_000,
  });
  await expect(bell).toHaveAccessibleName(unread(before.unreadCount + 1));
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('the header works at phone width and in dark mode', async ({ browser }) => {
  const doctor = await asRole(browser, 'doctor', { width: 390, height: 844 });
  await expect(doctor.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await doctor.getByRole('button', { name: 'Open navigation' }).click();
  await doctor.getByRole('menuitemradio', { name: 'Lab Network' }).click();
  await expect(doctor).toHaveURL(/\/dashboard\/marketplace\/labs$/);

  await doctor.getByRole('button', { name: 'Toggle theme' }).click();
  await doctor.getByRole('menuitemradio', { name: 'Dark' }).click();
  await doctor.screenshot({ path: path.join(SHOTS, 'shell-header-dark-390.png') });
  await doctor.getByRole('button', { name: 'Search' }).click();
  await doctor.getByPlaceholder('Search patients, orders, tests...').fill('maya');
  await expect(doctor.getByRole('option', { name: /^Maya Patel/ })).toBeVisible();
  await doctor.screenshot({ path: path.join(SHOTS, 'shell-search-dark-390.png') });
  await doctor.keyboard.press('Escape');
  await doctor.getByRole('button', { name: /^Notifications/ }).click();
  await expect(doctor.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await doctor.screenshot({ path: path.join(SHOTS, 'shell-notifications-dark-390.png') });
});
