import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAccount, ok } from '../../../test/signed-in';
import { RequestRoleCard } from './request-role-card';

afterEach(() => vi.unstubAllGlobals());

function renderCard(answer: () => Response) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(JSON.parse(init.body as string));
      return Promise.resolve(answer());
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RequestRoleCard account={demoAccount({ role: 'patient' })} />
    </QueryClientProvider>,
  );
  return { posts, user: userEvent.setup() };
}

describe('Request another role', () => {
  it('offers the roles the account does not have and sends the chosen one', async () => {
    const { posts, user } = renderCard(() => ok(demoAccount({ role: 'patient', requestedRole: 'doctor' })));
    const role = screen.getByLabelText('Role');
    expect([...role.querySelectorAll('option')].map((o) => o.value)).not.toContain('patient');
    await user.selectOptions(role, 'doctor');
    await user.click(screen.getByRole('button', { name: 'Request role' }));
    await waitFor(() => expect(posts).toEqual([{ role: 'doctor' }]));
  });

  it('shows the server’s refusal', async () => {
    const detail = 'Your request for the Healthcare Provider role is already waiting for an administrator.';
    const { user } = renderCard(() => new Response(JSON.stringify({ success: false, message: 'Conflict', detail }), { status: 409 }));
    await user.click(screen.getByRole('button', { name: 'Request role' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });
});
