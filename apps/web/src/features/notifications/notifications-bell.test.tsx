import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, type Notification, type NotificationList } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { timeAgo } from './time-ago';
import { stubResizeObserver } from '../../../test/browser-stubs';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const note = (id: string, title: string, read: boolean, extra: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind: 'order_created',
  title,
  body: '',
  link: null,
  read,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...extra,
});

let server: {
  list: NotificationList;
  posts: string[];
  stream: ReadableStreamDefaultController<Uint8Array> | null;
  streamRequests: { url: string; auth: string | null }[];
};
const unreadOf = (items: Notification[]) => items.filter((n) => !n.read).length;
const push = (text: string) => server.stream?.enqueue(new TextEncoder().encode(text));

function signedIn(items: Notification[]) {
  server = { list: { items, unreadCount: unreadOf(items) }, posts: [], stream: null, streamRequests: [] };
  sessionStorage.setItem('access_token', 'bearer-token-1');
  mockSession(useSession, 'bearer-token-1');
  const account = demoAccount();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost:3000');
      const headers = new Headers(init.headers);
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(account));
      if (url.pathname === '/api/v1/notifications/stream') {
        server.streamRequests.push({ url: url.href, auth: headers.get('authorization') });
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => void (server.stream = controller),
        });
        return Promise.resolve(
          new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
        );
      }
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok(server.list));
      if (init.method === 'POST' && url.pathname.startsWith('/api/v1/notifications/')) {
        server.posts.push(url.pathname);
        const items = server.list.items.map((n) =>
          url.pathname.endsWith('/read-all') || url.pathname.includes(n.id) ? { ...n, read: true } : n,
        );
        const updated = unreadOf(server.list.items) - unreadOf(items);
        server.list = { items, unreadCount: unreadOf(items) };
        return Promise.resolve(ok(url.pathname.endsWith('/read-all') ? { updated } : { done: true }));
      }
      return Promise.resolve(
        new Response(
          JSON.stringify({
            success: false,
            message: 'Not Found',
            detail: 'There is nothing at this address.',
          }),
          { status: 404 },
        ),
      );
    }),
  );
}

describe('notifications bell', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count, lists notifications, and marks one and then all as read', async () => {
    signedIn([
      note('1', 'Critical result on NB-100004', false, {
        kind: 'critical_result',
        body: '1 critical value needs your attention.',
        link: '/orders/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      }),
      note('2', 'New order NB-100005', false),
      note('3', 'Order NB-100001 placed', true),
    ]);
    const app = renderRoute(paths.adminTests);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await app.user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Critical result on NB-100004');
    expect(items[0]).toHaveTextContent('1 critical value needs your attention.');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[0]!).getByRole('link', { name: 'Critical result on NB-100004' })).toHaveAttribute(
      'href',
      '/orders/0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    );
    // A read notification offers no "mark as read".
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();

    await app.user.click(within(panel).getByRole('button', { name: 'Mark “New order NB-100005” as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(server.posts).toEqual(['/api/v1/notifications/00000000-0000-4000-8000-000000000002/read']);

    await app.user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(server.posts.at(-1)).toBe('/api/v1/notifications/read-all');
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says so when there are no notifications', async () => {
    signedIn([]);
    const app = renderRoute(paths.adminTests);
    await app.user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('refreshes when the live stream announces a change, with the token in the header, not the address', async () => {
    signedIn([note('1', 'Order NB-100001 placed', true)]);
    renderRoute(paths.adminTests);
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(server.stream).not.toBeNull());
    expect(server.streamRequests[0]).toEqual({
      url: 'http://localhost:3000/api/v1/notifications/stream',
      auth: 'Bearer bearer-token-1',
    });

    push('event: ready\ndata: {}\n\n: heartbeat\n\n');
    server.list = {
      items: [note('4', 'Results released for NB-100001', false), ...server.list.items],
      unreadCount: 1,
    };
    // One event split across two chunks still counts once it is complete.
    push('event: notification\ndata: {"change":"created","userId":"u1",');
    push('"id":"00000000-0000-4000-8000-000000000004"}\n\n');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(await screen.findByText('1 unread notifications')).toBeInTheDocument();
  });
});

describe('timeAgo', () => {
  it('says how long ago, in words', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:00:00Z', now)).toBe('1 hour ago');
    expect(timeAgo('2026-11-21T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('not a date', now)).toBe('—');
  });
});
