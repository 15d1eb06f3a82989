import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type AdminLab, type LabClosure } from '@labwise/domain';
import { renderRoute } from '../../../../test/render-route';
import { useSession } from '../../../lib/session';
import { mockApi, writes, type Handler } from '../test-kit';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const LAB_ID = '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d';
const lab = {
  id: LAB_ID,
  name: 'Northside Clinical Laboratory',
  address: '120 Harbor Street, Boston, MA',
  specialties: [],
  hours: 'Mon-Sat 7AM-7PM',
  timeZone: 'America/New_York',
  status: 'active',
  testsOffered: 19,
  technicians: 1,
  capacityPerDay: 450,
  openPartnershipRequests: 0,
} as unknown as AdminLab;
const thanksgiving: LabClosure = { id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f', labId: LAB_ID, startsOn: '2026-11-26', endsOn: '2026-11-27', reason: 'Thanksgiving' };

function setup(closures: () => ReturnType<Handler>, extra: Handler = () => undefined) {
  return mockApi(vi.mocked(useSession), (call) => {
    const reply = extra(call);
    if (reply) return reply;
    if (call.path === '/api/v1/admin/labs' && call.method === 'GET') return { data: [lab] };
    if (call.path === `/api/v1/labs/${LAB_ID}/closures`) return closures();
    return undefined;
  });
}

async function openClosures() {
  const app = renderRoute(paths.adminLabs);
  await app.user.click(await screen.findByRole('button', { name: 'Closures of Northside Clinical Laboratory' }));
  return { app, dialog: within(await screen.findByRole('dialog', { name: 'Closures of Northside Clinical Laboratory' })) };
}

describe('lab closures (admin)', () => {
  it('lists the closures, removes one, and adds a range with its reason', async () => {
    const calls = setup(
      () => ({ data: [thanksgiving] }),
      (call) => (call.method === 'POST' ? { status: 201, data: { ...thanksgiving, id: '8c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f' } } : call.method === 'DELETE' ? { data: { done: true } } : undefined),
    );
    const { app, dialog } = await openClosures();
    expect(await dialog.findByText('Thu, Nov 26, 2026 – Fri, Nov 27, 2026')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Remove closure Thu, Nov 26, 2026 – Fri, Nov 27, 2026 (Thanksgiving)' }));
    await waitFor(() => expect(writes(calls).map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /api/v1/admin/labs/${LAB_ID}/closures/${thanksgiving.id}`]));

    await app.user.type(dialog.getByLabelText('First closed day'), '2026-12-24');
    await app.user.type(dialog.getByLabelText('Last closed day (optional)'), '2026-12-26');
    await app.user.type(dialog.getByLabelText('Reason'), 'Christmas');
    await app.user.click(dialog.getByRole('button', { name: 'Add closure' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({ method: 'POST', path: `/api/v1/admin/labs/${LAB_ID}/closures`, body: { startsOn: '2026-12-24', endsOn: '2026-12-26', reason: 'Christmas' } });
  });

  it('says when none is planned, and checks the range before sending', async () => {
    const calls = setup(() => ({ data: [] }));
    const { app, dialog } = await openClosures();
    expect(await dialog.findByText('No closures planned.')).toBeInTheDocument();
    await app.user.type(dialog.getByLabelText('First closed day'), '2026-12-24');
    await app.user.type(dialog.getByLabelText('Last closed day (optional)'), '2026-12-20');
    await app.user.click(dialog.getByRole('button', { name: 'Add closure' }));
    expect(await dialog.findByText('The last closed day cannot be before the first.')).toBeInTheDocument();
    expect(dialog.getByText('Say why the lab is closed (for example “Thanksgiving”).')).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(calls)).toEqual([]);
  });

  it('says what could not be loaded', async () => {
    setup(() => ({ status: 503, detail: 'Try again shortly.' }));
    const { dialog } = await openClosures();
    expect(await dialog.findByText('The closures could not be loaded. Try again shortly.')).toBeInTheDocument();
  });
});
