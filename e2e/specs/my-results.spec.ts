import { expect, test, type Page } from '@playwright/test';
import { adminPage, newLab, newPatient, newStaff, ok, selfOrder } from '../support/people';

/**
 * My Results (issue #18, item 7): a patient with a completed assessment and a released lab result
 * sees both on My Results, where before the page said there was nothing. A fresh patient first
 * sees the brief's empty message, which is only for having neither.
 */
const NO_RESULTS = 'No analysis results available. Please complete a questionnaire first.';

/** The parts of the questionnaire API's question this spec reads. */
type Question = {
  question_id: string;
  type: 'yes_no' | 'scale' | 'text' | 'multiple_choice';
  multiple_select?: boolean;
  options?: { value: string }[];
  min_value?: number;
  max_value?: number;
};
type AnswerValue = string | number | string[];
type Reply = { is_complete: boolean; next_question: Question | null };

/** A plain answer to any question: No, the first option, the middle of a scale, a short text. */
function plainAnswer(q: Question): AnswerValue {
  switch (q.type) {
    case 'yes_no':
      return 'no';
    case 'scale':
      return Math.round(((q.min_value ?? 1) + (q.max_value ?? 10)) / 2);
    case 'text':
      return 'Nothing else.';
    case 'multiple_choice': {
      // A checklist's "None of these" where it has one: the safety screen's first option is a stroke.
      if (!q.multiple_select) return q.options![0]!.value;
      const none = q.options!.find((o) => o.value === 'none');
      return [(none ?? q.options![0]!).value];
    }
  }
}

/** The patient completes a health assessment through the API the questionnaire page calls. */
async function completeAssessment(patient: Page): Promise<string> {
  const started = await ok<{ session_id: string; current_question: Question }>(patient, 'POST', '/api/v1/questionnaires', { session_type: 'diagnostic' });
  let question: Question | null = started.current_question;
  let first = true;
  for (let i = 0; question && i < 30; i++) {
    const response = first ? 'I have been very tired for two months and my periods are heavy' : plainAnswer(question);
    first = false;
    const reply: Reply = await ok<Reply>(patient, 'POST', `/api/v1/questionnaires/${started.session_id}/responses`, { question_id: question.question_id, response });
    question = reply.is_complete ? null : reply.next_question;
  }
  expect(question, 'the assessment completes within its budget').toBeNull();
  return started.session_id;
}

/** The lab collects, processes and uploads `value` for every field of the order (a self-order's results go straight to the patient). */
async function uploadAll(tech: Page, orderId: string, value: number) {
  await ok(tech, 'POST', `/api/v1/lab-orders/${orderId}/collect`, {});
  await ok(tech, 'POST', `/api/v1/lab-orders/${orderId}/start-processing`);
  const form = await ok<{ items: { orderItemId: string; analytes: { analyteId: string }[] }[] }>(tech, 'GET', `/api/v1/lab-orders/${orderId}/result-form`);
  const values = form.items.flatMap((item) => item.analytes.map((a) => ({ orderItemId: item.orderItemId, analyteId: a.analyteId, value })));
  await ok(tech, 'POST', `/api/v1/lab-orders/${orderId}/results`, { values, labComments: 'Fasting sample, no concerns.' });
}

test('a patient with a completed assessment and a released result sees both on My Results', async ({ browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const admin = await adminPage(browser);
  const labId = await newLab(admin, `My Results Lab ${stamp}`, ['GLU']);
  const tech = await newStaff(browser, admin, 'lab_technician', `Rae Tech ${stamp}`, labId);
  const patient = await newPatient(browser, `Mira Results ${stamp}`);
  const page = patient.page;

  // Nothing yet: the brief's empty message, with a way to start.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Results' }).click();
  await expect(page.getByRole('heading', { name: 'My Results', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(NO_RESULTS)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Health Assessment' })).toBeVisible();

  // A completed assessment, and a self-ordered glucose the lab has reported.
  await completeAssessment(page);
  const order = await selfOrder(page, labId, ['GLU']);
  await uploadAll(tech.page, order.id, 92);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Results', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The assessment: its triage, what it may point to, and the tests it recommends.
  await expect(page.getByRole('heading', { name: 'Assessment results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What your answers may point to' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Recommended Tests' })).toBeVisible();
  // The lab result, released to the patient as the lab reported it.
  const results = page.getByRole('region', { name: `Results for ${order.orderNumber}` });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.getByText(/Ordered by you on/)).toBeVisible();
  // Values show as a table from small tablets up (a list on phones): the visible one.
  await expect(results.getByText(/Glucose/).filter({ visible: true }).first()).toBeVisible();
  await expect(results.getByText(/92 mg\/dL/).filter({ visible: true }).first()).toBeVisible();
  await expect(results.getByText('Fasting sample, no concerns.')).toBeVisible();
  await expect(page.getByText(NO_RESULTS)).toHaveCount(0);

  // The order opens from there.
  await results.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible({ timeout: 30_000 });
});
