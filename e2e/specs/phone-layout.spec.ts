import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInAs, type DEMO } from '../support/sign-in';
import { callApi } from '../support/api';

/**
 * Every role's main pages on a 390 px phone, light and dark: nothing may widen the page beyond the
 * screen (wide tables scroll inside their own labelled region). Uses the seeded demo accounts and
 * their demo orders read-only; screenshots land in .test-output/screenshots for a look by eye.
 */
const SHOTS = path.join(import.meta.dirname, '../../.test-output/screenshots');
const PHONE = { width: 390, height: 844 };

type Order = { id: string; status: string; patientId: string };

/** Waits for the app's own loading indicators in the page body to go away. */
async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.querySelector('main') ?? document.body;
          const busy = main.querySelectorAll('[aria-busy="true"]').length;
          const loading = Array.from(main.querySelectorAll('[role="status"]')).filter((el) => /Loading/i.test(el.getAttribute('aria-label') ?? el.textContent ?? '')).length;
          return busy + loading;
        }),
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** The elements that stick out past the right edge of the screen, for a readable failure. */
function overflowReport(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // Inside a region that scrolls on its own, sticking out is the point.
        for (let p = el.parentElement; p; p = p.parentElement) {
          const style = getComputedStyle(p);
          if ((style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'hidden') && p.getBoundingClientRect().right <= width + 0.5) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 3).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, wide };
  });
}

async function checkPage(page: Page, role: string, name: string, url: string, ready: (page: Page) => Promise<void>) {
  await page.goto(url);
  await ready(page);
  await settled(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const report = await overflowReport(page);
    expect(report.scrollWidth, `${role} ${name} (${scheme}) is wider than the phone: ${report.wide.join(' | ')}`).toBeLessThanOrEqual(report.innerWidth);
    await page.screenshot({ path: path.join(SHOTS, `phone-${role}-${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible({ timeout: 15_000 });
};

async function phoneSession(page: Page, role: keyof typeof DEMO) {
  await page.setViewportSize(PHONE);
  await signInAs(page, role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  // The System theme follows the emulated colour scheme, so light and dark need no reload.
  await page.evaluate(() => localStorage.setItem('theme', 'system'));
}

test.describe('every page fits a 390 px phone', () => {
  test('patient', async ({ page }) => {
    test.setTimeout(180_000);
    await phoneSession(page, 'patient');
    const orders = (await callApi<Order[]>(page, 'GET', '/api/v1/lab-orders')).data;
    const completed = orders.find((o) => o.status === 'completed');
    expect(completed, 'the demo patient has a completed order with results').toBeDefined();
    await checkPage(page, 'patient', 'dashboard', '/dashboard', heading(/^Welcome back/));
    await checkPage(page, 'patient', 'orders', '/dashboard/patient/orders', heading('My Test Orders'));
    await checkPage(page, 'patient', 'order-results', `/orders/${completed!.id}`, async (p) => {
      await expect(p.getByRole('heading', { name: /^Order NB-/ })).toBeVisible({ timeout: 15_000 });
      await expect(p.getByRole('heading', { name: 'Results' })).toBeVisible();
    });
    await checkPage(page, 'patient', 'results', '/dashboard/patient/results', heading(/results/i));
    await checkPage(page, 'patient', 'catalog', '/dashboard/marketplace/catalog', heading('Test Catalog'));
    await checkPage(page, 'patient', 'account', '/dashboard/account', async (p) => {
      await expect(p.getByText('My account')).toBeVisible();
    });
  });

  test('doctor', async ({ page }) => {
    test.setTimeout(180_000);
    await phoneSession(page, 'doctor');
    const orders = (await callApi<Order[]>(page, 'GET', '/api/v1/lab-orders')).data;
    const reviewed = orders.find((o) => o.status === 'results_ready') ?? orders.find((o) => o.status === 'completed');
    expect(reviewed, 'the demo doctor has an order with results').toBeDefined();
    await checkPage(page, 'doctor', 'dashboard', '/dashboard', heading(/^Welcome back/));
    await checkPage(page, 'doctor', 'patients', '/dashboard/patients', heading(/Patients/));
    await checkPage(page, 'doctor', 'patient-detail', `/patients/${reviewed!.patientId}`, heading(/Maya Patel/));
    await checkPage(page, 'doctor', 'orders', '/dashboard/orders', heading('Orders'));
    await checkPage(page, 'doctor', 'results', '/dashboard/results', heading(/Results/));
    await checkPage(page, 'doctor', 'order-results', `/orders/${reviewed!.id}`, async (p) => {
      await expect(p.getByRole('heading', { name: /^Order NB-/ })).toBeVisible({ timeout: 15_000 });
      await expect(p.getByRole('heading', { name: 'Results' })).toBeVisible();
    });
    await checkPage(page, 'doctor', 'labs', '/dashboard/marketplace/labs', heading('Lab Network'));
    await checkPage(page, 'doctor', 'catalog', '/dashboard/marketplace/catalog', heading('Test Catalog'));
  });

  test('lab technician', async ({ page }) => {
    test.setTimeout(180_000);
    await phoneSession(page, 'lab_technician');
    await checkPage(page, 'lab', 'dashboard', '/dashboard', heading(/^Welcome back/));
    await checkPage(page, 'lab', 'orders', '/dashboard/lab/orders', heading('Lab Orders'));
    await checkPage(page, 'lab', 'collections', '/dashboard/lab/collections', heading(/Collections/));
    await checkPage(page, 'lab', 'results', '/dashboard/lab/results', heading(/Lab Orders|Results/));
    await checkPage(page, 'lab', 'account', '/dashboard/account', async (p) => {
      await expect(p.getByText('My account')).toBeVisible();
    });
  });

  test('administrator', async ({ page }) => {
    test.setTimeout(180_000);
    await phoneSession(page, 'admin');
    await checkPage(page, 'admin', 'dashboard', '/dashboard', heading(/^Welcome back/));
    await checkPage(page, 'admin', 'users', '/dashboard/admin/users', heading(/Users/));
    await checkPage(page, 'admin', 'labs', '/dashboard/admin/labs', heading(/Lab/));
    await checkPage(page, 'admin', 'tests', '/dashboard/admin/tests', heading(/Test/));
    await checkPage(page, 'admin', 'settings', '/dashboard/admin/settings', heading(/Settings/));
  });
});
