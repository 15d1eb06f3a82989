import { expect, type Page } from '@playwright/test';

/** The technician collects the sample of `orderNumber` from the Orders page. */
export async function collectSample(tech: Page, orderNumber: string) {
  await tech.goto('/dashboard/lab/orders');
  await tech.getByRole('row').filter({ hasText: orderNumber }).getByRole('button', { name: 'Collect Sample' }).click();
  await expect(tech.getByText(/Sample collected · accession LW-/)).toBeVisible({ timeout: 30_000 });
  await tech.keyboard.press('Escape');
}

/** Collects, processes and uploads `value` for every field of `orderNumber`. */
export async function uploadEveryField(tech: Page, orderNumber: string, value: string) {
  await collectSample(tech, orderNumber);
  const row = () => tech.getByRole('row').filter({ hasText: orderNumber });
  await tech.getByRole('tab', { name: 'Collections' }).click();
  await row().getByRole('button', { name: 'Start Processing' }).click();
  await tech.getByRole('tab', { name: 'Processing' }).click();
  await row().getByRole('button', { name: 'Upload Results' }).click();
  const dialog = tech.getByRole('dialog');
  const fields = dialog.getByRole('textbox', { name: /\(/ });
  await expect(fields.first()).toBeVisible();
  for (const field of await fields.all()) await field.fill(value);
  await dialog.getByRole('button', { name: 'Upload Results' }).click();
}
