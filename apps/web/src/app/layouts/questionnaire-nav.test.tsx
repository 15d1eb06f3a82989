import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { paths } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

it('gives a patient one questionnaire entry, current on the AI page too, and the AI page opens without starting a session', async () => {
  mockSession(useSession);
  const fetch = vi.fn((input: string, _init?: RequestInit) => {
    const path = new URL(input, 'http://localhost:3000').pathname;
    if (path === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role: 'patient' })));
    if (path === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
    if (path === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
    return Promise.resolve(notFound());
  });
  vi.stubGlobal('fetch', fetch);
  renderRoute(paths.aiQuestionnaire);
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).queryByRole('link', { name: 'AI Questionnaire' })).not.toBeInTheDocument();
  const entry = within(nav).getByRole('link', { name: 'Health Assessment' });
  expect(entry).toHaveAttribute('href', paths.patientQuestionnaire);
  expect(entry).toHaveAttribute('aria-current', 'page');
  await screen.findByText('Unable to Load Questionnaire');
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});
