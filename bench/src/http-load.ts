import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

/** One HTTP request of a scenario step. */
export type HttpRequest = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; headers?: Record<string, string>; body?: string };

/** State a cycle's steps share (ids from earlier answers); reset at the start of every cycle. */
export type CycleState = Record<string, unknown>;

/**
 * A step of a scenario's cycle. `build` returns the request for this cycle's job, or null to give
 * up on the cycle (an earlier step failed) and start the next one.
 */
export type Step<J> = {
  name: string;
  build(job: J, state: CycleState): HttpRequest | null;
  onResponse?(status: number, body: string, job: J, state: CycleState): void;
};

/**
 * A load run: each connection repeats the cycle of steps, taking the next job (user, token, ids)
 * from `nextJob` at the start of every cycle, so the Authorization header and the ids change on
 * every request. Without `rate` the run goes as fast as the server answers (the max-rate runs).
 * `rate` (requests per second over all connections) makes it autocannon's fixed-rate run, still a
 * closed loop released in bursts (ADR 0050): only the soak uses it; latency targets are judged on
 * open-loop runs (open-loop.ts).
 */
export type LoadSpec<J> = {
  baseUrl: string;
  steps: Step<J>[];
  nextJob: () => J;
  connections: number;
  seconds: number;
  rate?: number;
};

export type StepFigures = {
  name: string;
  /** Successful (2xx) answers of this step per second. */
  rps: number;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Non-2xx answers of this step. */
  errors: number;
};

export type LoadResult = {
  steps: StepFigures[];
  /** Socket errors and timeouts (not attributable to a step). */
  failures: number;
  /** All errors: non-2xx answers, socket errors and timeouts. */
  errors: number;
  seconds: number;
  /** A few distinct error answers, for the report. */
  errorSamples: string[];
};

export function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

export const round = (n: number) => Math.round(n * 10) / 10;

type ClientLike = { requestIterator?: { currentRequestIndex?: number } };

/** Runs one load with autocannon against a local server and returns per-step figures. */
export async function runLoad<J>(spec: LoadSpec<J>): Promise<LoadResult> {
  const url = new URL(spec.baseUrl);
  const latencies: number[][] = spec.steps.map(() => []);
  const errorsByStep = spec.steps.map(() => 0);
  const answeredByStep = spec.steps.map(() => 0);
  const samples = new Set<string>();
  // With a fixed rate, each connection is due every `interval` ms; an answer later than that
  // hid the requests that should have been sent meanwhile (coordinated omission): count them
  // as waiting, as autocannon and HdrHistogram do.
  const interval = spec.rate ? (1000 * spec.connections) / spec.rate : 0;

  const requests = spec.steps.map((step, index) => ({
    method: 'GET' as const,
    path: '/',
    setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
      if (index === 0) {
        context.job = spec.nextJob();
        context.state = {};
      }
      const state = context.state as CycleState;
      if (state.failed) return null;
      const built = step.build(context.job as J, state);
      if (!built) return null;
      return {
        ...request,
        method: built.method ?? 'GET',
        path: built.path,
        headers: { ...(built.body !== undefined ? { 'content-type': 'application/json' } : {}), ...built.headers },
        body: built.body ?? '',
      };
    },
    onResponse: (status: number, body: string, context: Record<string, unknown>) => {
      const state = context.state as CycleState;
      if (status < 200 || status >= 300) {
        state.failed = true;
        errorsByStep[index]! += 1;
        if (samples.size < 5) samples.add(`${step.name}: ${status} ${body.slice(0, 240)}`);
        return;
      }
      step.onResponse?.(status, body, context.job as J, state);
    },
  }));

  const started = performance.now();
  const instance = autocannon({
    url: url.origin,
    connections: spec.connections,
    duration: spec.seconds,
    ...(spec.rate ? { overallRate: spec.rate } : {}),
    timeout: 10,
    requests: requests as unknown as autocannon.Request[],
  }) as unknown as Promise<autocannon.Result> & EventEmitter;
  const events: EventEmitter = instance;
  events.on('response', (client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode < 200 || statusCode >= 300) return;
    const index = (client as ClientLike).requestIterator?.currentRequestIndex ?? 0;
    const list = latencies[index];
    if (!list) return;
    answeredByStep[index]! += 1;
    list.push(responseTime);
    if (interval > 0) for (let missed = responseTime - interval; missed >= interval; missed -= interval) list.push(missed);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;

  const steps = spec.steps.map((step, index): StepFigures => {
    const sorted = Float64Array.from(latencies[index]!).sort();
    // Only real answers count towards throughput, not the coordinated-omission fill-ins.
    const answered = answeredByStep[index]!;
    return {
      name: step.name,
      rps: Math.round(answered / seconds),
      count: answered,
      p50: round(quantile(sorted, 0.5)),
      p95: round(quantile(sorted, 0.95)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.length ? sorted[sorted.length - 1]! : 0),
      errors: errorsByStep[index]!,
    };
  });
  const failures = result.errors + result.timeouts;
  const stepErrors = errorsByStep.reduce((a, b) => a + b, 0);
  return { steps, failures, errors: failures + stepErrors, seconds, errorSamples: [...samples] };
}
