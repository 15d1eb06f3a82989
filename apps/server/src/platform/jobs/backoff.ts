/** How long to wait before try `attempt + 1`, after `attempt` failed tries (1-based). */
export type BackoffOptions = { baseMs: number; capMs: number; random?: () => number };

/**
 * Exponential back-off with "equal jitter": the ceiling doubles per failed try from `baseMs` up to
 * `capMs`, and the wait is a random point in its upper half. The jitter spreads the retries of
 * many messages that failed together (a relay outage), the lower half keeps a floor so a retry is
 * never immediate.
 */
export function backoffDelayMs(attempt: number, options: BackoffOptions): number {
  const random = options.random ?? Math.random;
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
