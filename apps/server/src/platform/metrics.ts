import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Pool figures of the PostgreSQL driver (PGlite has one connection and no pool). */
export type PoolStats = { total: number; idle: number; waiting: number };
export type JobCounts = Readonly<Record<string, number>>;

export type MetricsSources = {
  pool?: (() => PoolStats) | undefined;
  /** Outbox messages by status, read when the metrics are scraped. */
  jobs?: (() => Promise<JobCounts>) | undefined;
};

export type Metrics = {
  registry: Registry;
  /** One answered request, labelled by its route template (never the raw URL: ids stay out). */
  observe(method: string, route: string, statusCode: number, seconds: number): void;
};

/**
 * Prometheus metrics of one server process (prom-client): request rate and latency per route
 * template, the event loop's delay and the rest of Node's default metrics, the database pool, and
 * the outbox's depth and failures. A registry per app, so test apps never share counters.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  const jobs = sources.jobs;
  if (jobs) {
    new Gauge({
      name: 'outbox_messages',
      help: 'Mail and text messages in the outbox by status (queued and retrying are the queue depth; failed are parked)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const counts = await jobs();
        for (const status of ['queued', 'sending', 'retrying', 'sent', 'failed']) this.set({ status }, counts[status] ?? 0);
      },
    });
  }
  return {
    registry,
    observe(method, route, statusCode, seconds) {
      duration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
  };
}

/** Constant-time comparison of a presented bearer token with the configured one. */
export function tokenMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}
