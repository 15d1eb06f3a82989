import { randomUUID } from 'node:crypto';
import { rotate, type Actor, type Fixtures, type PatientReader, type UploadJob } from './fixtures';
import type { CycleState, Step } from './http-load';

/**
 * Which targets of issue 20 apply: `read` (order detail, results, catalog search, the
 * questionnaire step: ≥ 80% of the limit, p99 ≤ 25 ms at half the max), `list` (the same, and
 * p99 ≤ 50 ms at 80% of the max), `write` (≥ 50% of the limit, p99 ≤ 100 ms at half the max).
 */
export type ScenarioKind = 'read' | 'list' | 'write';

/**
 * The user a request acts for, besides the token: the product ignores it; the limit server
 * (child/limit-server.ts), which verifies no token, builds its principal from it.
 */
export const BENCH_USER_HEADER = 'x-bench-user';

/** An API path under load. `headline` is the step the table reports (the others prepare it). */
export type Scenario = {
  id: string;
  name: string;
  kind: ScenarioKind;
  steps: Step<unknown>[];
  nextJob: () => unknown;
  headline: number;
};

const bearer = (actor: Actor) => ({ authorization: `Bearer ${actor.token}`, [BENCH_USER_HEADER]: actor.userId });

type Question = {
  question_id: string;
  type: 'yes_no' | 'multiple_choice' | 'scale' | 'text';
  multiple_select?: boolean;
  options?: { value: string }[];
  min_value?: number;
  max_value?: number;
};

let answers = 0;
/** A valid answer to any engine question, varied from one answer to the next. */
export function answerFor(question: Question): string | number | string[] {
  answers += 1;
  switch (question.type) {
    case 'yes_no':
      return answers % 3 === 0 ? 'yes' : 'no';
    case 'multiple_choice': {
      const options = question.options ?? [];
      // The safety screen's "None of these", as most patients answer it: any tick there is an
      // emergency that ends the session, and the load would measure little but session starts.
      if (question.multiple_select && options.some((o) => o.value === 'none')) return ['none'];
      const pick = options[answers % Math.max(1, options.length)]?.value ?? '';
      return question.multiple_select ? [pick] : pick;
    }
    case 'scale': {
      const min = question.min_value ?? 1;
      const max = question.max_value ?? 10;
      return Math.min(max, min + (answers % 4));
    }
    case 'text':
      return 'Tired for two weeks, mild headache, no fever.';
  }
}

function parseData<T>(body: string): T | null {
  try {
    return (JSON.parse(body) as { data?: T }).data ?? null;
  } catch {
    return null;
  }
}

/** The API scenarios of issue 9, over the dataset's users. */
export function apiScenarios(fixtures: Fixtures): Scenario[] {
  const reader = rotate(fixtures.readers);
  const withCompleted = fixtures.readers.filter((r) => r.completed.length > 0);
  const completedReader = rotate(withCompleted);
  const pick = <T>(items: readonly T[], n: number) => items[n % items.length]!;
  let n = 0;
  const catalogQuery = rotate(fixtures.catalogQueries);
  const testId = rotate(fixtures.orderableTests);
  const fullLab = rotate(fixtures.fullLabs);

  const get = <J>(name: string, path: (job: J) => string, actor: (job: J) => Actor): Step<J> => ({
    name,
    build: (job) => ({ path: path(job), headers: bearer(actor(job)) }),
  });

  const scenarios: Scenario[] = [
    {
      id: 'order-detail',
      name: 'order detail (patient; scope-checked, audited)',
      kind: 'read',
      steps: [get<PatientReader>('order detail', (r) => `/api/v1/lab-orders/${pick(r.orders, (n += 1))}`, (r) => r)] as Step<unknown>[],
      nextJob: reader,
      headline: 0,
    },
    {
      id: 'patient-orders',
      name: 'order list, patient (≈10 orders each)',
      kind: 'list',
      steps: [get<Actor>('patient order list', () => '/api/v1/lab-orders', (a) => a)] as Step<unknown>[],
      nextJob: reader,
      headline: 0,
    },
    {
      id: 'doctor-orders',
      name: 'order list, doctor (newest 50 of their orders)',
      kind: 'list',
      steps: [get<Actor>('doctor order list', () => '/api/v1/lab-orders', (a) => a)] as Step<unknown>[],
      nextJob: rotate(fixtures.doctors),
      headline: 0,
    },
    {
      id: 'lab-orders',
      name: "order list, lab technician (newest 50 of the lab's)",
      kind: 'list',
      steps: [get<Actor>('lab order list', () => '/api/v1/lab-orders', (a) => a)] as Step<unknown>[],
      nextJob: rotate(fixtures.technicians),
      headline: 0,
    },
    {
      id: 'results',
      name: 'result list of a completed order (patient)',
      kind: 'read',
      steps: [get<PatientReader>('result list', (r) => `/api/v1/lab-orders/${pick(r.completed, (n += 1))}/results`, (r) => r)] as Step<unknown>[],
      nextJob: completedReader,
      headline: 0,
    },
    {
      id: 'catalog-search',
      name: `catalog search (10,000 tests; text, category, price, sort)`,
      kind: 'read',
      steps: [get<PatientReader>('catalog search', () => `/api/v1/catalog/tests?${catalogQuery()}`, (r) => r)] as Step<unknown>[],
      nextJob: reader,
      headline: 0,
    },
    {
      id: 'questionnaire',
      name: 'questionnaire: start or resume, next question, answer',
      kind: 'read',
      steps: [
        {
          name: 'start or resume',
          build: (actor: Actor) => ({ method: 'POST', path: '/api/v1/questionnaires', headers: bearer(actor), body: '{"session_type":"health_assessment"}' }),
          onResponse: (_status: number, body: string, _actor: Actor, state: CycleState) => {
            const data = parseData<{ session_id: string }>(body);
            state.session = data?.session_id;
          },
        },
        {
          name: 'next question',
          build: (actor: Actor, state: CycleState) =>
            typeof state.session === 'string' ? { path: `/api/v1/questionnaires/${state.session}/questions/next`, headers: bearer(actor) } : null,
          onResponse: (_status: number, body: string, _actor: Actor, state: CycleState) => {
            state.question = parseData<{ question: Question | null }>(body)?.question ?? null;
          },
        },
        {
          name: 'answer',
          build: (actor: Actor, state: CycleState) => {
            const question = state.question as Question | null;
            if (typeof state.session !== 'string' || !question) return null;
            return {
              method: 'POST',
              path: `/api/v1/questionnaires/${state.session}/responses`,
              headers: bearer(actor),
              body: JSON.stringify({ question_id: question.question_id, response: answerFor(question) }),
            };
          },
        },
      ] as Step<unknown>[],
      nextJob: rotate(fixtures.respondents),
      headline: 2,
    },
    {
      id: 'order-creation',
      name: 'order creation: cart line, then checkout with Idempotency-Key',
      kind: 'write',
      steps: [
        {
          name: 'add to cart',
          build: (actor: Actor) => ({ method: 'POST', path: '/api/v1/cart/lines', headers: bearer(actor), body: JSON.stringify({ testId: testId() }) }),
        },
        {
          name: 'checkout',
          build: (actor: Actor) => ({
            method: 'POST',
            path: '/api/v1/lab-orders',
            headers: { ...bearer(actor), 'idempotency-key': randomUUID() },
            // Half the checkouts name a lab; the others let Labwise route each test.
            body: (n += 1) % 2 === 0 ? JSON.stringify({ labId: fullLab() }) : '{}',
          }),
        },
      ] as Step<unknown>[],
      nextJob: rotate(fixtures.buyers),
      headline: 1,
    },
    {
      id: 'result-upload',
      name: 'result upload (technician; every analyte, flagged, audited)',
      kind: 'write',
      steps: [
        {
          name: 'result upload',
          build: (job: UploadJob) => ({ method: 'POST', path: `/api/v1/lab-orders/${job.orderId}/results`, headers: bearer(job), body: job.body }),
        },
      ] as Step<unknown>[],
      nextJob: rotate(fixtures.uploads),
      headline: 0,
    },
  ];
  if (withCompleted.length === 0) return scenarios.filter((s) => s.id !== 'results');
  return scenarios;
}
