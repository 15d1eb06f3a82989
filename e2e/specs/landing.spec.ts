import { expect, test } from '@playwright/test';

test('the landing page offers Get Started and leads to role selection', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).first()).toBeVisible();
  await page.getByText('Get Started').first().click();
  await expect(page).toHaveURL(/\/role-selection$/);
  for (const label of ['Patient', 'Healthcare Provider', 'Laboratory', 'Administrator']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  expect(cspViolations).toEqual([]);
});

test('an unknown address shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('health endpoints answer on the same port', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
  const config = await request.get('/api/config');
  expect(config.status()).toBe(200);
  expect((await config.json()).success).toBe(true);
});
