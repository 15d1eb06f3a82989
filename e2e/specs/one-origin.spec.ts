import { expect, test } from '@playwright/test';

/**
 * The SPA and the API share one origin, so the product works at any address that reaches the
 * server; the suite's PUBLIC_URL is http://localhost:PORT, and these pages are opened at
 * http://127.0.0.1:PORT instead.
 */
function atLoopbackAddress(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL);
  url.hostname = '127.0.0.1';
  return url.toString();
}

test('a bad verification link opened at 127.0.0.1 shows the server message, not a network error', async ({ page, baseURL }) => {
  await page.goto(atLoopbackAddress(baseURL, '/auth/verify-email?token=not-a-real-token'));
  await expect(page.getByText('This verification link is invalid or has expired', { exact: false })).toBeVisible();
  await expect(page.getByText('Could not reach Labwise')).toHaveCount(0);
});

test('a page opened at another address than PUBLIC_URL says where sign-in works and links there', async ({ page, baseURL }) => {
  await page.goto(atLoopbackAddress(baseURL, '/role-selection'));
  const canonical = new URL(baseURL!).origin;
  const link = page.getByRole('link', { name: `Open Labwise at ${canonical}` });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${canonical}/role-selection`);
  await link.click();
  await expect(page).toHaveURL(`${canonical}/role-selection`);
  await expect(page.getByRole('link', { name: /Open Labwise at/ })).toHaveCount(0);
});
