import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, invitedPatient, newLab, newStaff, ok, testIdOf } from '../support/people';

/**
 * Closing the loop: the assessment that recommended a TSH hears back from it. The patient says they
 * are always tired and cold; the assessment recommends a TSH; the doctor orders it; the lab reports
 * it high; the doctor releases it. The patient then reads what it means for the assessment (with
 * the reason and a follow-up to order in one click) and the doctor sees the before and after.
 */

const SHOTS = path.join(import.meta.dirname, '../../.test-output/screenshots');

type Question = { question_id: string; type: 'yes_no' | 'scale' | 'text' | 'multiple_choice'; multiple_select?: boolean; options?: { value: string }[]; min_value?: number; max_value?: number };
type Reply = { is_complete: boolean; next_question: Question | null };

/** Answers as a patient with an underactive thyroid would: yes to its symptoms, no to the rest. */
function answerAs(q: Question): string | number | string[] {
  const thyroid = /cold_intolerance|weight_gain|dry_skin|constipation|hair_loss|fatigue|tired/;
  switch (q.type) {
    case 'yes_no':
      return thyroid.test(q.question_id) ? 'yes' : 'no';
    case 'scale':
      return Math.round(((q.min_value ?? 1) + (q.max_value ?? 10)) / 2);
    case 'text':
      return 'Nothing else.';
    case 'multiple_choice': {
      // The longest duration offered (these symptoms have gone on for months), a checklist's "None
      // of these" (the safety screen's first option is a stroke), else the first option.
      const values = q.options!.map((o) => o.value);
      if (q.multiple_select) return [values.includes('none') ? 'none' : values[0]!];
      return q.question_id === 'q_duration' ? values[values.length - 1]! : values[0]!;
    }
  }
}

async function completeThyroidAssessment(patient: Page): Promise<string> {
  const started = await ok<{ session_id: string; current_question: Question }>(patient, 'POST', '/api/v1/questionnaires', { session_type: 'diagnostic' });
  let question: Question | null = started.current_question;
  let first = true;
  for (let i = 0; question && i < 30; i++) {
    const response = first ? 'I am always tired and cold, I have put on weight and my skin is dry' : answerAs(question);
    first = false;
    const reply: Reply = await ok<Reply>(patient, 'POST', `/api/v1/questionnaires/${started.session_id}/responses`, { question_id: question.question_id, response });
    question = reply.is_complete ? null : reply.next_question;
  }
  expect(question, 'the assessment completes within its budget').toBeNull();
  return started.session_id;
}

test('released results update the assessment: the patient reads what they mean, the doctor sees before and after', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const labId = await newLab(admin, `Loop Lab ${stamp}`, ['TSH', 'FT4']);
  const doctor = await newStaff(browser, admin, 'doctor', `Dr Lena Loop ${stamp}`);
  const tech = await newStaff(browser, admin, 'lab_technician', `Tom Loop ${stamp}`, labId);
  const patientName = `Ada Loop ${stamp}`;
  const patient = await invitedPatient(browser, doctor.page, patientName);

  // The assessment recommends a TSH.
  const sessionId = await completeThyroidAssessment(patient.page);
  const recommended = await ok<{ recommendations: { code: string }[] }>(patient.page, 'GET', `/api/v1/questionnaires/${sessionId}/recommendations`);
  expect(recommended.recommendations.map((r) => r.code)).toContain('TSH');

  // The doctor orders it; the lab reports a high TSH.
  const me = await ok<{ id: string }>(patient.page, 'GET', '/api/v1/patients/me');
  await ok(doctor.page, 'POST', '/api/v1/cart/lines', { testId: await testIdOf(doctor.page, 'TSH') });
  const [order] = await ok<{ id: string; orderNumber: string }[]>(doctor.page, 'POST', '/api/v1/lab-orders', { patientId: me.id, labId });
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order!.id}/collect`, {});
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order!.id}/start-processing`);
  const form = await ok<{ items: { orderItemId: string; analytes: { analyteId: string }[] }[] }>(tech.page, 'GET', `/api/v1/lab-orders/${order!.id}/result-form`);
  const values = form.items.flatMap((item) => item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value: 9.8 })));
  await ok(tech.page, 'POST', `/api/v1/lab-orders/${order!.id}/results`, { values });

  // Before release the patient has nothing to read.
  const hidden = await ok<{ interpretation: unknown }>(patient.page, 'GET', `/api/v1/orders/${order!.id}/interpretation`).catch(() => ({ interpretation: null }));
  expect(hidden.interpretation).toBeNull();

  // The doctor reviews and releases in the app.
  const doc = doctor.page;
  await doc.goto('/dashboard/results');
  await doc.getByRole('listitem').filter({ hasText: order!.orderNumber }).getByRole('link', { name: 'Review' }).click({ timeout: 60_000 });
  await doc.getByRole('button', { name: 'Release to patient' }).click();
  await expect(doc.getByText('Results released to the patient').first()).toBeVisible({ timeout: 60_000 });

  // The patient opens the order: what the result means for the assessment, and why.
  const page = patient.page;
  await page.goto(`/orders/${order!.id}`);
  const meaning = page.getByRole('region', { name: 'What your results mean' });
  await expect(meaning).toBeVisible({ timeout: 60_000 });
  await expect(meaning.getByText(/TSH 9\.8 mIU\/L.*raises.*thyroid/i).first()).toBeVisible();
  await expect(meaning.getByText(/information, not a diagnosis/i)).toBeVisible();
  // A follow-up the guidelines suggest, added to the cart in one click.
  const nextSteps = meaning.getByRole('region', { name: 'Suggested next steps' });
  await expect(nextSteps.getByText(/free T4 shows how much thyroid hormone/i)).toBeVisible();
  await nextSteps.getByRole('button', { name: 'Add to cart: Free T4' }).click();
  await expect(page.getByText(/added to (your )?cart/i).first()).toBeVisible({ timeout: 30_000 });
  const cart = await ok<{ lines: { code: string }[] }>(page, 'GET', '/api/v1/cart');
  expect(cart.lines.map((l) => l.code)).toContain('FT4');

  // Light and dark, desktop and phone: the card fits the screen.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(meaning).toBeVisible({ timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await meaning.screenshot({ path: path.join(SHOTS, `results-meaning-${theme}-${width}.png`) });
    }
  }
  // Printed (from the dark theme): the order and what it means, on white, without the app's header or buttons.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: `Order ${order!.orderNumber}`, level: 1 })).toBeVisible();
  await expect(meaning.getByText(/TSH 9\.8 mIU\/L.*raises.*thyroid/i).first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(meaning.getByRole('button', { name: 'Add to cart: Free T4' })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();

  // The assessment itself says it was updated by the results.
  await page.goto(`/dashboard/patient/results?session=${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Updated by your lab results' })).toBeVisible({ timeout: 60_000 });

  // The doctor's patient page shows before and after, with the evidence.
  await doc.goto(`/patients/${me.id}`);
  const compare = doc.getByRole('region', { name: 'Before and after results' });
  await expect(compare).toBeVisible({ timeout: 60_000 });
  await expect(compare.getByRole('link', { name: new RegExp(order!.orderNumber) })).toBeVisible();
  await expect(compare.getByText(/TSH 9\.8 mIU\/L/).first()).toBeVisible();
  await compare.screenshot({ path: path.join(SHOTS, 'results-before-after-doctor.png') });
});
