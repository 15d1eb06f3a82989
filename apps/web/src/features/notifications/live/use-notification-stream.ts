import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAlerts } from '../../../api/notifications/refresh-alerts';
import { startNotificationStream, type StreamOptions } from './notification-stream';

/** Whether an event means the notification lists may have changed. */
const changes = (event: string, reconnected: boolean) =>
  event === 'notification' || event === 'resync' || (event === 'ready' && reconnected);

/**
 * While mounted, listens to the live stream and refreshes the notification queries whenever
 * one of the user's notifications changes, or after a reconnect (events may have been missed).
 * The stream carries ids only; the text always comes from the ordinary API.
 *
 * One stream per user per browser, not per tab: browsers allow about six HTTP/1.1 connections
 * per site, so a stream in every tab would soon starve the app's own requests. The tab holding a
 * Web Lock keeps the stream and tells the others over a BroadcastChannel; when it closes, the
 * next tab in line takes over. Without those APIs every tab streams for itself.
 */
export function useNotificationStream(userId: string | null, options?: StreamOptions): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return undefined;
    const refresh = () => void refreshAlerts(client);
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks || typeof BroadcastChannel === 'undefined') {
      return startNotificationStream((event, { reconnected }) => {
        if (changes(event, reconnected)) refresh();
      }, options);
    }

    const name = `labwise:notifications:${userId}`;
    const channel = new BroadcastChannel(name);
    channel.onmessage = refresh;
    const unmounted = new AbortController();
    locks
      .request(name, { signal: unmounted.signal }, () => {
        if (unmounted.signal.aborted) return undefined;
        // This tab now leads: stream until unmounted, then let the lock go to the next tab.
        // Its first `ready` refreshes too: while it followed, another tab may have closed mid-event.
        const stop = startNotificationStream((event, { reconnected }) => {
          if (!changes(event, reconnected || event === 'ready')) return;
          refresh();
          channel.postMessage('changed');
        }, options);
        return new Promise<void>((release) => {
          unmounted.signal.addEventListener('abort', () => {
            stop();
            release();
          });
        });
      })
      .catch(() => undefined); // Aborted while waiting in line: nothing to undo.
    return () => {
      unmounted.abort();
      channel.close();
    };
  }, [client, userId, options]);
}
