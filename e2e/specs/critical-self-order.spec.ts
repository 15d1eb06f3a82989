import { expect, test } from '@playwright/test';
import { uploadEveryField } from '../support/lab';
import { adminPage, invitedPatient, newLab, newPatient, newStaff, selfOrder } from '../support/people';

test('a critical glucose on a self-order reaches the patient’s linked doctor, and the lab is told so by name', async ({ browser }) => {
  test.setTimeout(500_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const labId = await newLab(admin, `Critical Linked Lab ${stamp}`, ['GLU']);
  const tech = await newStaff(browser, admin, 'lab_technician', `Tess Tech ${stamp}`, labId);
  const doctor = await newStaff(browser, admin, 'doctor', `Jane Smith ${stamp}`);
  const patientName = `Lina Linked ${stamp}`;
  const patient = await invitedPatient(browser, doctor.page, patientName);

  const order = await selfOrder(patient.page, labId, ['GLU']);
  await uploadEveryField(tech.page, order.orderNumber, '560');
  await expect(
    tech.page.getByText(`Critical values sent to Dr Jane Smith ${stamp} (linked doctor) and ${patientName} (patient): GLU Glucose (fasting) 560 mg/dL`),
  ).toBeVisible({ timeout: 60_000 });

  // The doctor has the alert on the dashboard; acknowledging it updates the Alerts figure at once.
  await doctor.page.goto('/dashboard');
  const alert = doctor.page.getByRole('listitem').filter({ hasText: `Critical result on ${order.orderNumber}` });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(doctor.page.getByLabel('Alerts: 1', { exact: true })).toBeVisible({ timeout: 30_000 });
  await alert.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(alert).toHaveCount(0, { timeout: 30_000 });
  await expect(doctor.page.getByLabel('Alerts: 0', { exact: true })).toBeVisible({ timeout: 30_000 });
});

test('without a linked doctor the lab’s on-call contact is named, and the patient is told to seek emergency care now', async ({ browser }) => {
  test.setTimeout(500_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  // The on-call contact is set on the lab in the admin console.
  const labName = `Critical On-call Lab ${stamp}`;
  const labId = await newLab(admin, labName, ['GLU']);
  await admin.goto('/dashboard/admin/labs');
  await admin.getByRole('button', { name: `Edit ${labName}` }).click();
  const form = admin.getByRole('dialog', { name: `Edit ${labName}` });
  await form.getByLabel('On-call contact name').fill('Sam Rivera');
  await form.getByRole('button', { name: 'Save lab' }).click();
  await expect(form.getByText("Give the on-call contact's phone too, or leave all three empty.", { exact: true })).toBeVisible();
  await form.getByLabel('On-call contact phone').fill('+1 617 555 0100');
  await form.getByLabel('On-call contact e-mail').fill('oncall@e2e.example');
  await form.getByRole('button', { name: 'Save lab' }).click();
  await expect(admin.getByText(`${labName} saved`)).toBeVisible({ timeout: 30_000 });

  const tech = await newStaff(browser, admin, 'lab_technician', `Theo Tech ${stamp}`, labId);
  const patientName = `Ola Alone ${stamp}`;
  const patient = await newPatient(browser, patientName);
  const order = await selfOrder(patient.page, labId, ['GLU']);
  await uploadEveryField(tech.page, order.orderNumber, '560');
  await expect(
    tech.page.getByText(`Critical values sent to Sam Rivera (lab on-call contact, +1 617 555 0100) and ${patientName} (patient): GLU Glucose (fasting) 560 mg/dL`),
  ).toBeVisible({ timeout: 60_000 });

  // The patient's alert carries the emergency advice.
  await patient.page.reload();
  await patient.page.getByRole('button', { name: /Notifications/ }).click();
  await expect(patient.page.getByText('Call your local emergency number or go to the nearest emergency department now.').first()).toBeVisible();
});
