import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@labwise/domain';
import { demoAccount, mockSession, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { UploadResultsDialog } from './upload-results-dialog';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const ITEM = '11111111-1111-4111-8111-111111111111';
const GLU = '22222222-2222-4222-8222-222222222222';
const K = '33333333-3333-4333-8333-333333333333';
const order = { id: '44444444-4444-4444-8444-444444444444', orderNumber: 'NB-100900', patientName: 'Maya Patel', items: [{ code: 'CMP' }] } as unknown as Order;
const form = {
  items: [
    {
      orderItemId: ITEM,
      testName: 'Comprehensive Metabolic Panel',
      testCode: 'CMP',
      analytes: [
        { analyteId: GLU, name: 'Glucose', unit: 'mg/dL', valueType: 'numeric', referenceText: '70–99' },
        { analyteId: K, name: 'Potassium', unit: 'mmol/L', valueType: 'numeric', referenceText: '3.5–5.1' },
      ],
    },
  ],
};

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('Upload Results', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the cursor on the value the server refused, with its message read out at the field', async () => {
    mockSession(useSession);
    const potassium = `${ITEM}/${K}`;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost:3000');
        if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role: 'lab_technician' })));
        if (url.pathname.endsWith('/result-form')) return Promise.resolve(ok(form));
        if (init?.method === 'POST')
          return Promise.resolve(
            new Response(
              JSON.stringify({ success: false, message: 'Validation failed', detail: 'Check the highlighted values.', issues: [{ path: potassium, message: 'Potassium must be between 0 and 15 mmol/L.' }] }),
              { status: 400 },
            ),
          );
        return Promise.resolve(ok({}));
      }),
    );
    const user = userEvent.setup();
    render(wrap(<UploadResultsDialog order={order} onClose={() => undefined} />));
    await user.type(await screen.findByLabelText(/^Glucose/), '92');
    await user.type(screen.getByLabelText(/^Potassium/), '65');
    await user.click(screen.getByRole('button', { name: 'Upload Results' }));
    const field = screen.getByLabelText(/^Potassium/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Potassium must be between 0 and 15 mmol\/L\./);
  });

  function stubApi(posts: unknown[]) {
    mockSession(useSession);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost:3000');
        if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount({ role: 'lab_technician' })));
        if (url.pathname.endsWith('/result-form')) return Promise.resolve(ok(form));
        if (init?.method === 'POST') {
          posts.push(JSON.parse(init.body as string));
          return Promise.resolve(ok({ critical: [], notified: [] }));
        }
        return Promise.resolve(ok({}));
      }),
    );
  }

  it('asks for a missing value at its field and puts the cursor there, sending nothing', async () => {
    const posts: unknown[] = [];
    stubApi(posts);
    const user = userEvent.setup();
    render(wrap(<UploadResultsDialog order={order} onClose={() => undefined} />));
    await user.type(await screen.findByLabelText(/^Glucose/), '92');
    await user.click(screen.getByRole('button', { name: 'Upload Results' }));
    const potassium = screen.getByLabelText(/^Potassium/);
    await waitFor(() => expect(potassium).toHaveFocus());
    expect(potassium).toHaveAttribute('aria-invalid', 'true');
    expect(potassium).toHaveAccessibleDescription(/^Enter a value\./);
    expect(screen.getByLabelText(/^Glucose/)).not.toHaveAttribute('aria-invalid');
    expect(posts).toEqual([]);
  });

  it('sends the values as the schema reads them: numbers as numbers, comments trimmed', async () => {
    const posts: unknown[] = [];
    stubApi(posts);
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(wrap(<UploadResultsDialog order={order} onClose={onClose} />));
    await user.type(await screen.findByLabelText(/^Glucose/), ' 92.5 ');
    await user.type(screen.getByLabelText(/^Potassium/), '4.1');
    await user.type(screen.getByLabelText('Lab Comments'), '  Slight haemolysis.  ');
    await user.click(screen.getByRole('button', { name: 'Upload Results' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        values: [
          { orderItemId: ITEM, analyteId: GLU, value: 92.5 },
          { orderItemId: ITEM, analyteId: K, value: 4.1 },
        ],
        labComments: 'Slight haemolysis.',
      },
    ]);
  });
});
