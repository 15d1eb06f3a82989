import { vi } from 'vitest';
import type { Account } from '@labwise/domain';
import type { Session } from '../../lib/session';
import { stubResizeObserver } from '../../../test/browser-stubs';

/**
 * Test support for the admin screens: a signed-in administrator and an in-memory API. Each test
 * file mocks '../../lib/session' itself (vi.mock is hoisted per file) and passes the mock here.
 */
export const ADMIN_ACCOUNT = {
  id: '8d6c1f3e-0d7a-4c55-9a57-0f5a3d8c2b11',
  email: 'admin@demo.labwise.test',
  emailVerified: true,
  fullName: 'Alex Morgan',
  title: null,
  role: 'admin',
  requestedRole: null,
  status: 'active',
  labId: null,
} as Account;

export type ApiCall = { method: string; path: string; search: URLSearchParams; body: unknown };
type Reply = { status?: number; data?: unknown; detail?: string; issues?: { path: string; message: string }[] };
export type Handler = (call: ApiCall) => Reply | undefined;

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, message: '' }), { status: 200 });

/** Routes every fetch through `handler`; the shell's own calls get empty answers. Returns the call log. */
export function mockApi(session: { mockReturnValue(value: Session): unknown }, handler: Handler): ApiCall[] {
  session.mockReturnValue({
    status: 'authenticated',
    accessToken: 'token',
    user: { id: ADMIN_ACCOUNT.id, email: ADMIN_ACCOUNT.email, role: 'admin', full_name: 'Alex Morgan', name: null, title: null, email_verified: true, picture: null },
  });
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost:3000');
      const call = { method: init.method ?? 'GET', path: url.pathname, search: url.searchParams, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
      calls.push(call);
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(ADMIN_ACCOUNT));
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      const reply = handler(call);
      if (reply) {
        const status = reply.status ?? 200;
        const body = status < 400 ? { success: true, data: reply.data ?? null, message: '' } : { success: false, message: 'Error', detail: reply.detail ?? 'Failed', issues: reply.issues };
        return Promise.resolve(new Response(JSON.stringify(body), { status }));
      }
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      if (url.pathname === '/api/v1/settings/public') return Promise.resolve(ok({ primaryColor: 'blue' }));
      return Promise.resolve(ok([]));
    }),
  );
  stubResizeObserver();
  return calls;
}

export const writes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET');
