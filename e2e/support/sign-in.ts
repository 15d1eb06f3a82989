import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Labwise-demo-2026';
export const DEMO = {
  patient: { email: 'patient@demo.labwise.test', label: 'Patient' },
  doctor: { email: 'doctor@demo.labwise.test', label: 'Healthcare Provider' },
  lab_technician: { email: 'lab@demo.labwise.test', label: 'Laboratory' },
  admin: { email: 'admin@demo.labwise.test', label: 'Administrator' },
} as const;

/** The real sign-in: role selection → login → hosted provider page → callback → dashboard. */
export async function signInAs(page: Page, role: keyof typeof DEMO, email: string = DEMO[role].email, password = DEMO_PASSWORD) {
  await page.goto('/role-selection');
  await page.getByRole('button', { name: new RegExp(`^${DEMO[role].label}`) }).click();
  await expect(page.getByRole('heading', { name: `Sign in as ${DEMO[role].label}` })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
