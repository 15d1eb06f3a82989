import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAs } from '../support/sign-in';

/**
 * Runs last (file order): the browser records no Content-Security-Policy violation on the main
 * screens of every role, and after the whole e2e run the server's log holds no patient names,
 * e-mail addresses, passwords or tokens (SECURITY.md "Logs").
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp(text: string): void }).__reportCsp(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const SCREENS: Record<keyof typeof DEMO, string[]> = {
  patient: ['/dashboard', '/dashboard/patient/orders', '/dashboard/marketplace/catalog', '/dashboard/ai/questionnaire'],
  doctor: ['/dashboard', '/dashboard/patients', '/dashboard/results', '/dashboard/marketplace/labs'],
  lab_technician: ['/dashboard', '/dashboard/lab/orders', '/dashboard/lab/collections'],
  admin: ['/dashboard', '/dashboard/admin/users', '/dashboard/admin/tests', '/dashboard/admin/settings'],
};

test.describe('content security policy', () => {
  test('the public pages raise no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const url of ['/', '/login', '/role-selection']) {
      await page.goto(url);
      await page.waitForLoadState('load');
        await page.waitForTimeout(500);
    }
    expect(violations).toEqual([]);
  });

  for (const role of Object.keys(SCREENS) as (keyof typeof DEMO)[]) {
    test(`the ${role} screens raise no violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await signInAs(page, role);
      await expect(page).toHaveURL(/\/dashboard/);
      for (const url of SCREENS[role]) {
        await page.goto(url);
        await page.waitForLoadState('load');
        await page.waitForTimeout(500);
      }
      expect(violations).toEqual([]);
    });
  }
});

test('markup typed into a name is shown as text and never runs', async ({ page }) => {
  await signInAs(page, 'patient');
  await expect(page).toHaveURL(/\/dashboard$/);
  const payload = '<img src=x onerror="window.__xss=1">Maya';
  const call = (method: string, url: string, body?: unknown) =>
    page.evaluate(
      async ({ method, url, body }) => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
        const token = (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
        const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
        return (await res.json()) as { data: { id: string; full_name: string } };
      },
      { method, url, body },
    );
  const me = (await call('GET', '/api/v1/patients/me')).data;
  await call('PUT', `/api/v1/patients/${me.id}`, { full_name: payload });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome back, ${payload}` })).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  } finally {
    await call('PUT', `/api/v1/patients/${me.id}`, { full_name: me.full_name });
  }
});

test('the server log holds no patient data, e-mail addresses, passwords or tokens', () => {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  expect(fs.existsSync(file)).toBe(true);
  const log = fs.readFileSync(file, 'utf8');
  expect(log.length).toBeGreaterThan(0);
  // The run above signed in every demo account and used the demo patient's records.
  const canaries = ['Maya Patel', DEMO_PASSWORD, ...Object.values(DEMO).map((d) => d.email)];
  for (const canary of canaries) expect(log, `log contains ${canary}`).not.toContain(canary);
  expect(log, 'log contains a bearer token').not.toMatch(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}/);
  expect(log, 'log contains a password field').not.toMatch(/"password"\s*:/i);
});
