import { vi } from 'vitest';
import type { Account, Role } from '@labwise/domain';
import type { useSession } from '../src/lib/session';

/**
 * Shared pieces for tests that play a signed-in user: the session hook's answer, the server's
 * account for `/api/v1/auth/me`, and JSON envelopes. Each test file still declares
 * `vi.mock('…/lib/session', () => ({ useSession: vi.fn() }))` (mocks are hoisted per file).
 */
export function mockSession(hook: typeof useSession, accessToken = 'token'): void {
  vi.mocked(hook).mockReturnValue({
    status: 'authenticated',
    accessToken,
    user: {
      id: 'u1',
      email: 'x@y.z',
      role: 'doctor',
      full_name: 'Dana Demo',
      name: null,
      title: null,
      email_verified: true,
      picture: null,
    },
  });
}

/** The account `/api/v1/auth/me` returns; a doctor named Dana Demo unless told otherwise. */
export function demoAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 'u1',
    email: 'doctor@demo.labwise.test',
    emailVerified: true,
    fullName: 'Dana Demo',
    title: null,
    role: 'doctor',
    requestedRole: null,
    status: 'active',
    labId: null,
    ...overrides,
  };
}

/** A successful API envelope. */
export const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data, message: '' }), { status: 200 });

/** The API's 404, which screens outside a test's concern show as their error state. */
export const notFound = () =>
  new Response(JSON.stringify({ success: false, message: 'Not Found', detail: 'The requested resource was not found.' }), { status: 404 });

/** An API refusal with the server's envelope. */
export const failure = (status: number, detail: string) => new Response(JSON.stringify({ success: false, message: 'Error', detail }), { status });

/**
 * Signed in as `role` (the file mocks the session hook): `answer(path)` replies to the calls a test
 * is about; the shell's own calls (account, notifications) are quiet and anything else is 404.
 */
export function signedInWithApi(hook: typeof useSession, role: Role, answer: (path: string) => Response | undefined): void {
  mockSession(hook);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const { pathname } = new URL(input, 'http://localhost:3000');
      if (pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role })));
      if (pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      if (pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      return Promise.resolve(answer(pathname) ?? notFound());
    }),
  );
}
