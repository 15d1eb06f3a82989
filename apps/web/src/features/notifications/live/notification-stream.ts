import { apiPaths } from '@labwise/domain';
import { ApiRequestError, openStream } from '../../../lib/api-client';
import { createSseParser } from './sse-parser';

export const STREAM_PATH = apiPaths.notificationStream;

export type StreamOptions = {
  /** First retry delay and the cap of the doubling back-off (a random share is taken off each). */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/** Doubling back-off with jitter, so the clients of a restarted node do not all return at once. */
export function retryDelay(
  failures: number,
  { minDelayMs = 1_000, maxDelayMs = 30_000 }: StreamOptions = {},
): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.5 + Math.random() / 2));
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Keeps the caller's notification stream open: reads it with fetch so the bearer token travels
 * in the Authorization header, and reconnects after any end or failure with back-off (reset once
 * the server says `ready`). `onEvent` hears every event, including `ready` with `reconnected` set
 * when earlier ones may have been missed. A 401 stops it (the API client signs the user out).
 * Returns the function that closes it.
 */
export function startNotificationStream(
  /** Event names are the server's (`NOTIFICATION_STREAM_EVENTS`); an unknown one is passed on as is. */
  onEvent: (event: string, info: { reconnected: boolean }) => void,
  options: StreamOptions = {},
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let failures = 0;
  let connections = 0;

  const run = async () => {
    while (!signal.aborted) {
      try {
        const response = await openStream(STREAM_PATH, signal);
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        const parser = createSseParser((message) => {
          if (message.event === 'ready') {
            failures = 0;
            connections += 1;
          }
          onEvent(message.event, { reconnected: connections > 1 });
        });
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return;
      }
      if (signal.aborted) return;
      failures += 1;
      await wait(retryDelay(failures, options), signal);
    }
  };
  void run();
  return () => controller.abort();
}
