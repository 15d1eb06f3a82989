import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStream } from './use-notification-stream';

/** An in-memory Web Locks manager: one holder per name, the rest wait in line (or give up on abort). */
function fakeLocks() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  return {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void> | undefined) {
      return new Promise<void>((resolve, reject) => {
        const run = async () => {
          held.add(name);
          try {
            resolve(await callback());
          } finally {
            held.delete(name);
            waiting.get(name)?.shift()?.();
          }
        };
        if (!held.has(name)) return void run();
        const line = waiting.get(name) ?? [];
        const entry = () => void run();
        line.push(entry);
        waiting.set(name, line);
        options.signal?.addEventListener('abort', () => {
          if (!line.includes(entry)) return;
          line.splice(line.indexOf(entry), 1);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    },
  };
}

let streams: ReadableStreamDefaultController<Uint8Array>[] = [];

function mount() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useNotificationStream('user-1'), { wrapper });
  return { invalidate, unmount: view.unmount };
}

describe('useNotificationStream across tabs', () => {
  beforeEach(() => {
    streams = [];
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) }),
            { status: 200 },
          ),
        ),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one stream for all tabs, tells the others, and hands over when the leading tab closes', async () => {
    const first = mount();
    const second = mount();
    await waitFor(() => expect(streams).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams).toHaveLength(1);

    streams[0]!.enqueue(
      new TextEncoder().encode('event: notification\ndata: {"change":"created","userId":"user-1"}\n\n'),
    );
    await waitFor(() => expect(first.invalidate).toHaveBeenCalled());
    await waitFor(() => expect(second.invalidate).toHaveBeenCalled());
    // The doctor's Alerts figure counts notifications: it is refreshed with them.
    expect(first.invalidate).toHaveBeenCalledWith({ queryKey: ['patients', 'stats'] });

    first.unmount();
    await waitFor(() => expect(streams).toHaveLength(2));
    second.invalidate.mockClear();
    streams[1]!.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
    // The new leader refreshes once it is connected, since it may have missed an event meanwhile.
    await waitFor(() => expect(second.invalidate).toHaveBeenCalled());
    second.unmount();
  });
});
