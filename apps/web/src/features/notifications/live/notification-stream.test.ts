import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, startNotificationStream } from './notification-stream';
import { createSseParser, type SseMessage } from './sse-parser';

describe('createSseParser', () => {
  it('reads events across chunk boundaries, skips comments, joins multi-line data and accepts CRLF', () => {
    const got: SseMessage[] = [];
    const parser = createSseParser((m) => got.push(m));
    parser.feed(': heartbeat\n\nevent: ready\nda');
    parser.feed('ta: {}\n\n');
    parser.feed('data: line one\r\ndata:line two\r\n\r\n');
    parser.feed('event: notification\ndata: {"id":"x"}\n');
    expect(got).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'message', data: 'line one\nline two' },
    ]);
    parser.feed('\n');
    expect(got.at(-1)).toEqual({ event: 'notification', data: '{"id":"x"}' });
    // An event with no data is not dispatched.
    parser.feed('event: lonely\n\n');
    expect(got).toHaveLength(3);
  });
});

describe('retryDelay', () => {
  it('doubles from the first delay up to the cap, with up to half taken off at random', () => {
    for (let i = 0; i < 20; i++) {
      expect(retryDelay(1)).toBeGreaterThanOrEqual(500);
      expect(retryDelay(1)).toBeLessThanOrEqual(1000);
      expect(retryDelay(3)).toBeGreaterThanOrEqual(2000);
      expect(retryDelay(3)).toBeLessThanOrEqual(4000);
      expect(retryDelay(12)).toBeLessThanOrEqual(30_000);
      expect(retryDelay(12)).toBeGreaterThanOrEqual(15_000);
    }
  });
});

describe('startNotificationStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  const streamOf = (...chunks: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { status: 200 },
    );

  it('reconnects after a failure and after the server ends the stream, and says when it reconnected', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(streamOf('event: ready\ndata: {}\n\n', 'event: notification\ndata: {}\n\n')),
      () => Promise.resolve(streamOf('event: ready\ndata: {}\n\n')),
    ];
    const fetch = vi.fn(() => (answers.shift() ?? (() => new Promise<Response>(() => undefined)))());
    vi.stubGlobal('fetch', fetch);
    const events: string[] = [];
    const stop = startNotificationStream(
      (event, { reconnected }) => events.push(`${event}${reconnected ? ' (reconnected)' : ''}`),
      {
        minDelayMs: 5,
        maxDelayMs: 20,
      },
    );
    await waitFor(() => expect(events).toEqual(['ready', 'notification', 'ready (reconnected)']));
    stop();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('stops for good when the server says the session is over (401)', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ success: false, message: 'Unauthorized', detail: 'Sign in again.' }), {
          status: 401,
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign });
    const stop = startNotificationStream(() => undefined, { minDelayMs: 1, maxDelayMs: 2 });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?error=Sign%20in%20again.'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetch).toHaveBeenCalledTimes(1);
    stop();
  });
});
