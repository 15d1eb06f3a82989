import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, type DEMO } from '../support/sign-in';

/**
 * axe-core over the app's page states, every role, light and dark: no serious or critical
 * violation. Each state's counts go to a report (`.test-output/axe-report.json`) that
 * `docs/accessibility.md` quotes. The demo accounts are only read here, never changed.
 */
const REPORT = path.join(import.meta.dirname, '../../.test-output/axe-report.json');
const THEMES = ['light', 'dark'] as const;

type Finding = { state: string; theme: string; id: string; impact: string; nodes: number; help: string; targets: string[] };
const findings: Finding[] = [];
const scanned: string[] = [];

/** Scans the page as it is now (after `ready`), in light and in dark: the theme changes, the page reloads, `ready` waits for the app's own state again. */
async function scan(page: Page, state: string, ready: () => Promise<void>) {
  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await ready();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    scanned.push(`${state} (${theme})`);
    for (const v of result.violations) {
      findings.push({ state, theme, id: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.length, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) });
    }
  }
}

const h1 = (page: Page) => () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 60_000 });

async function visit(page: Page, url: string, state: string, ready = h1(page)) {
  await page.goto(url);
  await scan(page, state, ready);
}

/** Opens a dialog from the button named `opener` on `url` (the page's h1 first). */
const dialogOpen = (page: Page, opener: string | RegExp) => async () => {
  await h1(page)();
  await page.getByRole('button', { name: opener }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
};

/** The same dialog after an empty submit: the errors shown at their fields are scanned too. */
const dialogWithErrors = (page: Page, opener: string | RegExp, submit: string | RegExp) => async () => {
  await dialogOpen(page, opener)();
  await page.getByRole('dialog').getByRole('button', { name: submit, exact: true }).click();
  await expect(page.getByRole('dialog').locator('[aria-invalid="true"]').first()).toBeVisible();
};

async function asRole(browser: Browser, role: keyof typeof DEMO): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  return page;
}

test.afterAll(() => {
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, JSON.stringify({ scanned, findings }, null, 2));
});

test('public pages', async ({ page }) => {
  test.setTimeout(300_000);
  for (const [url, state] of [
    ['/', 'landing'],
    ['/role-selection', 'role selection'],
    ['/login', 'login'],
    ['/signup', 'sign up'],
    ['/auth/forgot-password', 'forgot password'],
  ] as const) {
    await visit(page, url, state);
  }
});

test('patient pages', async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await asRole(browser, 'patient');
  for (const [url, state] of [
    ['/dashboard', 'patient dashboard'],
    ['/dashboard/patient/orders', 'patient orders'],
    ['/dashboard/patient/results', 'patient results'],
    ['/dashboard/patient/questionnaire', 'patient questionnaire'],
    ['/dashboard/marketplace/catalog', 'catalog'],
    ['/dashboard/marketplace/labs', 'lab network'],
    ['/dashboard/account', 'account'],
  ] as const) {
    await visit(page, url, state);
  }
  // An order of theirs, and the cart drawer open.
  await page.goto('/dashboard/patient/orders');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await scan(page, 'patient order detail', h1(page));
  // Dialogs and drawers open: the cart drawer and a test's details.
  await page.goto('/dashboard/marketplace/catalog');
  await scan(page, 'cart drawer open', async () => {
    await h1(page)();
    await page.getByRole('button', { name: /Open cart/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  await scan(page, 'test details dialog open', async () => {
    await h1(page)();
    await page.getByRole('button', { name: /details/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('doctor pages', async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await asRole(browser, 'doctor');
  for (const [url, state] of [
    ['/dashboard', 'doctor dashboard'],
    ['/dashboard/patients', 'doctor patients'],
    ['/dashboard/orders', 'doctor orders'],
    ['/dashboard/results', 'doctor results'],
  ] as const) {
    await visit(page, url, state);
  }
  // The doctor's dialogs, open and with their field errors (nothing is submitted).
  await page.goto('/dashboard/patients');
  await scan(page, 'new patient dialog open', dialogOpen(page, 'New Patient'));
  await scan(page, 'new patient dialog with errors', dialogWithErrors(page, 'New Patient', /^Create/));
  await page.goto('/dashboard/patients');
  await page.getByRole('link', { name: /Maya Patel/ }).first().click();
  await scan(page, 'doctor patient page', h1(page));
  // The search palette open over a page.
  await scan(page, 'search palette open', async () => {
    await h1(page)();
    await page.getByRole('button', { name: /^Search/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('lab pages', async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await asRole(browser, 'lab_technician');
  for (const [url, state] of [
    ['/dashboard', 'lab dashboard'],
    ['/dashboard/lab/orders', 'lab orders'],
    ['/dashboard/lab/collections', 'lab collections'],
    ['/dashboard/lab/results', 'lab results'],
  ] as const) {
    await visit(page, url, state);
  }
  // The upload dialog on the demo lab's order in processing (opened, never submitted).
  await page.goto('/dashboard/lab/orders');
  await scan(page, 'upload results dialog open', async () => {
    await h1(page)();
    await page.getByRole('tab', { name: 'Processing' }).click();
    await page.getByRole('button', { name: 'Upload Results' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('admin pages', async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await asRole(browser, 'admin');
  for (const [url, state] of [
    ['/dashboard', 'admin dashboard'],
    ['/dashboard/admin/users', 'admin users'],
    ['/dashboard/admin/labs', 'admin labs'],
    ['/dashboard/admin/tests', 'admin tests'],
    ['/dashboard/admin/settings', 'admin settings'],
    ['/dashboard/admin/support', 'admin support'],
  ] as const) {
    await visit(page, url, state);
  }
  // The catalog's edit dialogs, empty and after an empty submit (nothing is saved).
  await page.goto('/dashboard/admin/labs');
  await scan(page, 'add lab dialog open', dialogOpen(page, 'Add Lab'));
  await scan(page, 'add lab dialog with errors', dialogWithErrors(page, 'Add Lab', 'Add Lab'));
  await page.goto('/dashboard/admin/tests');
  await scan(page, 'add test dialog open', dialogOpen(page, 'Add Test'));
  await scan(page, 'add test dialog with errors', dialogWithErrors(page, 'Add Test', 'Add Test'));
});

test('keyboard: the skip link comes first, and focus returns to what opened a drawer, dialog or palette', async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await asRole(browser, 'patient');
  await page.goto('/dashboard/marketplace/catalog');
  await h1(page)();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const cart = page.getByRole('button', { name: /Open cart/ });
  await cart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(cart).toBeFocused();

  const details = page.getByRole('button', { name: 'Details' }).first();
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeFocused();

  const search = page.getByRole('button', { name: /^Search/ });
  await search.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeFocused();
});

test('no serious or critical violation on any scanned state', () => {
  const serious = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(scanned.length, 'states scanned').toBeGreaterThan(0);
  expect(serious.map((f) => `${f.state} (${f.theme}): ${f.id} ×${f.nodes} — ${f.help} [${f.targets.join(' | ')}]`)).toEqual([]);
});
