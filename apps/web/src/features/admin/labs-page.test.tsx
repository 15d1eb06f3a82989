import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type AdminLab, type PartnershipRequest } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { useSession } from '../../lib/session';
import { mockApi, writes, type Handler } from './test-kit';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const lab: AdminLab = {
  id: '3a4b5c6d-7e8f-4a0b-8c1d-2e3f4a5b6c7d',
  name: 'Northside Clinical Laboratory',
  address: '120 Harbor Street, Boston, MA',
  city: 'Boston',
  region: 'MA',
  country: 'US',
  phone: '+1 617 555 0142',
  email: 'orders@northside-lab.example',
  website: 'https://northside-lab.example',
  specialties: ['Hematology', 'Chemistry'],
  hours: 'Mon-Sat 7AM-7PM',
  timeZone: 'America/New_York',
  certification: 'CLIA, CAP',
  cliaNumber: '22D0918341',
  established: 2004,
  capacityPerDay: 450,
  averageTurnaroundHours: 24,
  status: 'active',
  rating: 4.8,
  testsOffered: 19,
  technicians: 1,
  openPartnershipRequests: 1,
  onCallName: null,
  onCallPhone: null,
  onCallEmail: null,
  updatedAt: '2026-11-01T10:00:00Z',
};
const request: PartnershipRequest = {
  id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
  labId: lab.id,
  labName: lab.name,
  requestedBy: { id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', name: 'Dr. Samuel Okafor', email: 'doctor@demo.labwise.test', role: 'doctor' },
  note: 'We send 40 panels a week.',
  status: 'open',
  createdAt: '2026-11-20T09:00:00Z',
};

function setup(extra: Handler = () => undefined) {
  return mockApi(vi.mocked(useSession), (call) => {
    const reply = extra(call);
    if (reply) return reply;
    if (call.path === '/api/v1/admin/labs' && call.method === 'GET') return { data: [lab] };
    if (call.path === '/api/v1/admin/partnership-requests') return { data: call.search.get('status') === 'open' ? [request] : [] };
    return undefined;
  });
}

describe('admin labs page', () => {
  it('lists labs with status and counts, and the open partnership requests', async () => {
    setup();
    renderRoute(paths.adminLabs);
    expect(await screen.findByRole('heading', { name: 'Labs' })).toBeInTheDocument();
    expect(await screen.findByText(/19 tests offered · capacity 450\/day · 1 technician/)).toBeInTheDocument();
    expect(screen.getByText('1 open partnership request')).toBeInTheDocument();
    expect(await screen.findByText('“We send 40 panels a week.”')).toBeInTheDocument();
    expect(screen.getByText(/Dr\. Samuel Okafor \(Healthcare Provider, doctor@demo\.labwise\.test\)/)).toBeInTheDocument();
  });

  it('starts Add Lab from the brief’s defaults and validates before sending', async () => {
    const calls = setup();
    const app = renderRoute(paths.adminLabs);
    await screen.findByText(lab.address);
    await app.user.click(screen.getByRole('button', { name: 'Add Lab' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Lab' }));
    expect(dialog.getByLabelText('Hours')).toHaveValue('Mon-Fri 8AM-6PM');
    expect(dialog.getByLabelText('Certification')).toHaveValue('CLIA, CAP');
    expect(dialog.getByLabelText('Established (year)')).toHaveValue('2010');
    expect(dialog.getByLabelText('Capacity (tests per day)')).toHaveValue('100');

    await app.user.type(dialog.getByLabelText('E-mail'), 'not-an-address');
    await app.user.clear(dialog.getByLabelText('Hours'));
    await app.user.type(dialog.getByLabelText('Hours'), 'weekdays');
    await app.user.click(dialog.getByRole('button', { name: 'Add Lab' }));
    expect(await dialog.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(dialog.getByText("Write the hours like 'Mon-Fri 8AM-6PM' or 'Open 24 hours'.")).toBeInTheDocument();
    expect(dialog.getByText('Give the lab a name (2 characters or more).')).toBeInTheDocument();
    // Each message is read with its field, and the cursor goes to the first field to fix.
    expect(dialog.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Name')).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('edits a lab with PUT and every field', async () => {
    const calls = setup((call) => (call.method === 'PUT' ? { data: { ...lab, capacityPerDay: 500 } } : undefined));
    const app = renderRoute(paths.adminLabs);
    await app.user.click(await screen.findByRole('button', { name: `Edit ${lab.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit ${lab.name}` }));
    const capacity = dialog.getByLabelText('Capacity (tests per day)');
    await app.user.clear(capacity);
    await app.user.type(capacity, '500');
    await app.user.click(dialog.getByRole('button', { name: 'Save lab' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PUT', path: `/api/v1/admin/labs/${lab.id}` });
    expect(writes(calls)[0]!.body).toEqual({
      name: lab.name,
      address: lab.address,
      city: 'Boston',
      region: 'MA',
      country: 'US',
      phone: '+16175550142', // the form sends the schema's output: E.164
      email: lab.email,
      website: lab.website,
      specialties: ['Hematology', 'Chemistry'],
      hours: 'Mon-Sat 7AM-7PM',
      timeZone: 'America/New_York',
      certification: 'CLIA, CAP',
      cliaNumber: '22D0918341',
      established: 2004,
      capacityPerDay: 500,
      averageTurnaroundHours: 24,
      status: 'active',
      // No on-call contact: all three left empty, sent as the schema reads them.
      onCallName: null,
      onCallPhone: null,
      onCallEmail: null,
    });
  });

  it('issues an interface key and shows its secret once, with a copy button and a warning', async () => {
    const calls = setup((call) => {
      if (call.path.endsWith('/interface-credentials') && call.method === 'POST') return { data: { id: 'c1', keyId: 'lw_northside_1', secret: 's3cr3t-value' } };
      if (call.path.endsWith('/interface-credentials')) return { data: [] };
      return undefined;
    });
    const app = renderRoute(paths.adminLabs);
    await app.user.click(await screen.findByRole('button', { name: `Interface keys for ${lab.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Interface keys for ${lab.name}` }));
    expect(await dialog.findByText('This lab has no interface keys yet.')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Issue a new key' }));
    expect(await dialog.findByText('Copy the secret now: it is shown only once.')).toBeInTheDocument();
    expect(dialog.getByTestId('issued-secret')).toHaveTextContent('s3cr3t-value');
    expect(dialog.getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'I have stored it' }));
    expect(dialog.queryByText('s3cr3t-value')).not.toBeInTheDocument();
    expect(writes(calls)).toMatchObject([{ method: 'POST', path: `/api/v1/admin/labs/${lab.id}/interface-credentials` }]);
  });

  it('accepts a partnership request', async () => {
    const calls = setup((call) => (call.path.endsWith('/decision') ? { data: { done: true } } : undefined));
    const app = renderRoute(paths.adminLabs);
    await app.user.click(await screen.findByRole('button', { name: `Accept partnership request for ${lab.name}` }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ path: `/api/v1/admin/partnership-requests/${request.id}/decision`, body: { decision: 'accepted' } });
  });
});
