import http from 'node:http';
import { quantile, round, type CycleState, type Step } from './http-load';

/**
 * An open-loop (constant-arrival) run: cycle i of the scenario starts at t0 + i × interval
 * whatever the server is doing, so a slow answer cannot slow the load down (closed-loop tools,
 * autocannon's fixed rate included, wait for answers and so hide the queue they cause).
 */
export type OpenLoopSpec<J> = {
  baseUrl: string;
  steps: Step<J>[];
  nextJob: () => J;
  /** Offered requests per second over all steps (a cycle of n steps starts rate / n times a second). */
  rate: number;
  /** Bounds: the run schedules at most this many requests… */
  maxRequests: number;
  /** …and schedules none after this many seconds. */
  maxSeconds: number;
  /** Requests in flight at most (the connections to the server). */
  connections: number;
  /**
   * A request still waiting for a free connection this long after it was due is dropped (never
   * sent); one sent and unanswered this long is aborted and counts as an error. Default 10 s.
   */
  timeoutMs?: number;
  /** Keep one record per request (for tests and diagnosis). */
  keepRecords?: boolean;
};

/** One request of the run; times in ms since the run's start. */
export type RequestRecord = {
  cycle: number;
  step: number;
  /** When it was due: cycle × interval for the first step, the previous step's answer for the others. */
  due: number;
  sent: number | null;
  done: number | null;
  /** HTTP status; 0 for a socket error, timeout or a request dropped before it was sent. */
  status: number;
};

export type OpenLoopStepFigures = {
  name: string;
  /** 2xx answers. */
  count: number;
  /** Latency from when the request was due (not when it was sent), 2xx answers only. */
  p50: number;
  p99: number;
  p999: number;
  max: number;
  errors: number;
};

export type OpenLoopResult = {
  offeredRate: number;
  /** 2xx answers of all steps per second of the run. */
  achievedRate: number;
  steps: OpenLoopStepFigures[];
  /** Requests sent. */
  sent: number;
  /** Requests due that could not be sent (every connection busy until they timed out, or the run ended). */
  dropped: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  seconds: number;
  errorSamples: string[];
  records?: RequestRecord[];
};

type Pending<J> = { record: RequestRecord; job: J; state: CycleState };

/** Runs a constant-arrival load; latency counts from each request's due time (no coordinated omission). */
export async function runOpenLoop<J>(spec: OpenLoopSpec<J>): Promise<OpenLoopResult> {
  if (!(spec.rate > 0) || !(spec.maxRequests > 0) || !(spec.maxSeconds > 0) || !(spec.connections > 0)) {
    throw new Error('rate, maxRequests, maxSeconds and connections must be positive');
  }
  const url = new URL(spec.baseUrl);
  const timeoutMs = spec.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const interval = (1000 * spec.steps.length) / spec.rate;
  const maxCycles = Math.ceil(spec.maxRequests / spec.steps.length);
  const windowMs = spec.maxSeconds * 1000;
  const latencies: number[][] = spec.steps.map(() => []);
  const errorsByStep = spec.steps.map(() => 0);
  const samples = new Set<string>();
  const records: RequestRecord[] = [];
  // Follow-up steps go before new arrivals: a started cycle finishes first.
  const followUps: Pending<J>[] = [];
  const arrivals: Pending<J>[] = [];
  let arrivalHead = 0;
  let cycles = 0;
  let inFlight = 0;
  let sent = 0;
  let dropped = 0;
  let scheduling = true;
  let lastDone = 0;
  const t0 = performance.now();
  const now = () => performance.now() - t0;

  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const idle = () => inFlight === 0 && followUps.length === 0 && arrivalHead === arrivals.length;
  const checkDone = () => {
    if (!scheduling && idle()) finish();
  };

  const fail = (pending: Pending<J>, status: number, detail: string) => {
    pending.state.failed = true;
    errorsByStep[pending.record.step]! += 1;
    if (samples.size < 5) samples.add(`${spec.steps[pending.record.step]!.name}: ${status || 'no answer'} ${detail.slice(0, 240)}`);
  };

  const next = (): Pending<J> | undefined => {
    if (followUps.length) return followUps.shift();
    if (arrivalHead < arrivals.length) {
      const pending = arrivals[arrivalHead]!;
      arrivals[arrivalHead++] = undefined as unknown as Pending<J>;
      return pending;
    }
    return undefined;
  };

  const pump = () => {
    while (inFlight < spec.connections) {
      const pending = next();
      if (!pending) break;
      if (now() - pending.record.due > timeoutMs) {
        dropped += 1;
        continue;
      }
      const built = spec.steps[pending.record.step]!.build(pending.job, pending.state);
      if (!built) continue;
      send(pending, built);
    }
    checkDone();
  };

  const send = (pending: Pending<J>, built: NonNullable<ReturnType<Step<J>['build']>>) => {
    inFlight += 1;
    sent += 1;
    pending.record.sent = now();
    const headers: Record<string, string> = { ...(built.body !== undefined ? { 'content-type': 'application/json' } : {}), ...built.headers };
    const request = http.request({ host: url.hostname, port: url.port, method: built.method ?? 'GET', path: built.path, headers, agent });
    let settled = false;
    const settle = (status: number, body: string) => {
      if (settled) return;
      settled = true;
      inFlight -= 1;
      const record = pending.record;
      record.done = lastDone = now();
      record.status = status;
      const step = spec.steps[record.step]!;
      if (status >= 200 && status < 300) {
        latencies[record.step]!.push(record.done - record.due);
        step.onResponse?.(status, body, pending.job, pending.state);
        if (record.step + 1 < spec.steps.length && !pending.state.failed) {
          followUps.push({ job: pending.job, state: pending.state, record: track({ cycle: record.cycle, step: record.step + 1, due: record.done, sent: null, done: null, status: 0 }) });
        }
      } else {
        fail(pending, status, body);
      }
      pump();
    };
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => settle(0, error.message));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => settle(0, error.message));
      response.on('end', () => settle(response.statusCode ?? 0, Buffer.concat(chunks).toString()));
    });
    request.end(built.body);
  };

  const track = (record: RequestRecord) => {
    if (spec.keepRecords) records.push(record);
    return record;
  };

  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const at = now();
    while (cycles < maxCycles && cycles * interval <= at && cycles * interval < windowMs) {
      arrivals.push({ job: spec.nextJob(), state: {}, record: track({ cycle: cycles, step: 0, due: cycles * interval, sent: null, done: null, status: 0 }) });
      cycles += 1;
    }
    if (cycles >= maxCycles || cycles * interval >= windowMs) scheduling = false;
    pump();
    // Sleep until the next arrival is due (timers fire late, never early; the due time is exact).
    if (scheduling) timer = setTimeout(tick, Math.max(0, cycles * interval - now()));
  };
  tick();

  // A hard stop: whatever is still waiting a timeout after the last arrival is dropped.
  const hardStop = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (scheduling) return;
      if (now() > cycles * interval + timeoutMs * 2) {
        clearInterval(check);
        resolve();
      }
    }, 50);
    void finished.then(() => {
      clearInterval(check);
      resolve();
    });
  });
  await hardStop;
  clearTimeout(timer);
  dropped += followUps.length + (arrivals.length - arrivalHead);
  // Still unanswered at the hard stop: errors (settling them later must not change the figures).
  const abandoned = inFlight;
  agent.destroy();

  const seconds = Math.max(lastDone, cycles * interval) / 1000;
  const answered = latencies.reduce((sum, list) => sum + list.length, 0);
  const stepErrors = errorsByStep.reduce((a, b) => a + b, 0);
  return {
    offeredRate: spec.rate,
    achievedRate: seconds > 0 ? Math.round(answered / seconds) : 0,
    steps: spec.steps.map((step, index) => {
      const sorted = Float64Array.from(latencies[index]!).sort();
      return {
        name: step.name,
        count: sorted.length,
        p50: round(quantile(sorted, 0.5)),
        p99: round(quantile(sorted, 0.99)),
        p999: round(quantile(sorted, 0.999)),
        max: round(sorted.length ? sorted[sorted.length - 1]! : 0),
        errors: errorsByStep[index]!,
      };
    }),
    sent,
    dropped,
    errors: stepErrors + abandoned,
    seconds,
    errorSamples: [...samples],
    ...(spec.keepRecords ? { records } : {}),
  };
}
