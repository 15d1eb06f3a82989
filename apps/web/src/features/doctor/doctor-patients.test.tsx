import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultExportRange, paths, type Invite, type PatientCreated, type PatientSummary } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { demoAccount, mockSession, notFound, ok } from '../../../test/signed-in';
import { useSession } from '../../lib/session';
import { stubResizeObserver } from '../../../test/browser-stubs';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));

const failure = (status: number, detail: string, issues?: { path: string; message: string }[]) =>
  new Response(JSON.stringify({ success: false, message: 'Error', detail, ...(issues ? { issues } : {}) }), { status });

function patient(n: number, overrides: Partial<PatientSummary> = {}): PatientSummary {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    fullName: `Patient ${String(n).padStart(2, '0')}`,
    email: `p${n}@example.com`,
    phone: null,
    dateOfBirth: null,
    age: 30 + n,
    sexAtBirth: 'unknown',
    status: 'new',
    hasAccount: false,
    consentGiven: false,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    invitePendingSince: null,
    ...overrides,
  };
}

type Call = { method: string; path: string; search: string; body: unknown };
let calls: Call[];
let listAnswer: (url: URL) => Response;
let postAnswer: (body: Record<string, unknown>) => Response;

function signedInDoctor() {
  mockSession(useSession);
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost:3000');
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      if (url.pathname === '/api/v1/auth/me') return Promise.resolve(ok(demoAccount()));
      if (url.pathname === '/api/v1/notifications/stream') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/v1/notifications') return Promise.resolve(ok({ items: [], unreadCount: 0 }));
      if (url.pathname === '/api/v1/patients' && method === 'GET') return Promise.resolve(listAnswer(url));
      if (url.pathname === '/api/v1/patients' && method === 'POST') return Promise.resolve(postAnswer(body!));
      return Promise.resolve(notFound());
    }),
  );
}

const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/v1/patients');

describe('My Patients', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the patients with status, age and invitation, and pages on the server', async () => {
    const all = Array.from({ length: 23 }, (_, i) => patient(i + 1));
    all[0] = patient(1, { status: 'awaiting_payment', hasAccount: true, consentGiven: false });
    all[1] = patient(2, { invitePendingSince: '2026-11-18T09:00:00.000Z' });
    listAnswer = (url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit'));
      return ok(all.slice(offset, offset + limit));
    };
    signedInDoctor();
    const app = renderRoute(paths.patients);
    const table = await screen.findByRole('table', { name: 'My Patients' });
    const first = within(table).getByRole('row', { name: /Patient 01/ });
    expect(within(first).getByText('Awaiting Payment')).toBeInTheDocument();
    expect(within(first).getByText('Consent missing')).toBeInTheDocument();
    expect(within(first).getByText('31')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /invite/ })).not.toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /Patient 02/ });
    expect(within(second).getByText(/^Invited /)).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Resend invite to Patient 02' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Send invite to Patient 03' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(21); // header + 20
    expect(listCalls()[0]!.search).toBe('?limit=21');

    const pages = screen.getByRole('navigation', { name: 'Pages of patients' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('row', { name: /Patient 23/ })).toBeInTheDocument();
    expect(within(pages).getByText('Page 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(listCalls().at(-1)!.search).toBe('?limit=21&offset=20');
  });

  it('exports the patients of the last 30 days as CSV, and says why a download failed', async () => {
    listAnswer = () => ok([patient(1)]);
    signedInDoctor();
    const app = renderRoute(paths.patients);
    const exporter = await screen.findByRole('group', { name: 'Export patients as CSV' });
    const range = defaultExportRange();
    expect(within(exporter).getByLabelText('From')).toHaveValue(range.from);
    await app.user.click(within(exporter).getByRole('button', { name: 'Export CSV' }));
    expect(await within(exporter).findByRole('alert')).toHaveTextContent('The requested resource was not found.');
    expect(calls.some((c) => c.path === '/api/v1/exports/patients.csv' && c.search === `?from=${range.from}&to=${range.to}`)).toBe(true);
    expect(within(exporter).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('searches on the server and says when nothing matches', async () => {
    listAnswer = (url) => ok(url.searchParams.get('q') ? [] : [patient(1)]);
    signedInDoctor();
    const app = renderRoute(paths.patients);
    await screen.findByRole('row', { name: /Patient 01/ });
    await app.user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'zed');
    expect(await screen.findByText('No patients match your search.')).toBeInTheDocument();
    expect(listCalls().at(-1)!.search).toBe('?limit=21&q=zed');
  });

  it('invites the doctor to add a first patient when the list is empty', async () => {
    listAnswer = () => ok([]);
    signedInDoctor();
    renderRoute(paths.patients);
    expect(await screen.findByText('No patients yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first patient' })).toBeInTheDocument();
  });

  it('shows the server’s reason when the list cannot load, and tries again', async () => {
    let fail = true;
    listAnswer = () => (fail ? failure(503, 'The service is temporarily unavailable. Please try again shortly.') : ok([patient(7)]));
    signedInDoctor();
    const app = renderRoute(paths.patients);
    expect(await screen.findByText(/The service is temporarily unavailable/)).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Patient 07/ })).toBeInTheDocument();
  });
});

describe('New Patient dialog', () => {
  beforeEach(() => stubResizeObserver());
  afterEach(() => vi.unstubAllGlobals());

  async function openDialog() {
    listAnswer = () => ok([]);
    signedInDoctor();
    const app = renderRoute(paths.patients);
    await app.user.click(await screen.findByRole('button', { name: 'New Patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Patient' });
    return { app, dialog };
  }
  const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/patients');

  it('says what to fix on each field before sending anything', async () => {
    const { app, dialog } = await openDialog();
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
    await app.user.type(field('Age'), '121');
    await app.user.type(within(dialog).getByLabelText(/^Email$/), 'not-an-address');
    await app.user.type(field('Phone'), 'call me');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Patient' }));
    expect(await within(dialog).findByText('Enter the patient’s full name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Age must be a whole number from 0 to 120.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the phone number with its country code, like +44 7700 900123.')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveAccessibleDescription('Enter the patient’s full name.');
    // The cursor goes to the first field to fix.
    expect(field('Full Name')).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it('needs the e-mail for Email Link and the phone for SMS Link', async () => {
    const { app, dialog } = await openDialog();
    await app.user.type(within(dialog).getByLabelText(/^Full Name/), 'Lee Link');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Patient' }));
    expect(await within(dialog).findByText('Enter an e-mail address to send the Email Link, or choose SMS Link or QR Code.')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('radio', { name: 'SMS Link' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Patient' }));
    expect(await within(dialog).findByText('Enter a phone number to send the SMS Link, or choose Email Link or QR Code.')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('shows a duplicate e-mail on its field', async () => {
    postAnswer = () => failure(409, 'A patient with this e-mail is already in your list.', [{ path: 'email', message: 'A patient with this e-mail is already in your list.' }]);
    const { app, dialog } = await openDialog();
    await app.user.type(within(dialog).getByLabelText(/^Full Name/), 'Dana Diaz');
    await app.user.type(within(dialog).getByLabelText(/^Email$/), 'dana@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Patient' }));
    const message = await within(dialog).findByText('A patient with this e-mail is already in your list.');
    expect(within(dialog).getByLabelText(/^Email$/)).toHaveAttribute('aria-describedby', message.id);
    expect(posts()[0]!.body).toEqual({ fullName: 'Dana Diaz', email: 'dana@example.com', sendBy: 'email' });
  });

  it('creates the patient with a QR code invitation to show and download', async () => {
    const invite: Invite = {
      id: '00000000-0000-4000-8000-0000000000aa',
      channel: 'qr',
      link: 'http://localhost:3000/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
      expiresAt: '2026-12-06T10:00:00.000Z',
      sentTo: null,
      qrPngDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      delivery: 'shown',
    };
    postAnswer = (body) => ok({ ...patient(9, { fullName: String(body.fullName), age: 34, phone: '+447700900123' }), invite } satisfies PatientCreated);
    const { app, dialog } = await openDialog();
    await app.user.type(within(dialog).getByLabelText(/^Full Name/), 'Quinn Quest');
    await app.user.type(within(dialog).getByLabelText(/^Age$/), '34');
    await app.user.type(within(dialog).getByLabelText(/^Phone$/), '+44 7700 900123');
    await app.user.click(within(dialog).getByRole('radio', { name: 'QR Code' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Patient' }));

    const done = await screen.findByRole('dialog', { name: 'Patient created' });
    expect(within(done).getByText('Quinn Quest was added to your patients.')).toBeInTheDocument();
    expect(within(done).getByRole('img', { name: 'QR code with the questionnaire link for Quinn Quest' })).toHaveAttribute('src', invite.qrPngDataUrl);
    const download = within(done).getByRole('link', { name: 'Download PNG' });
    expect(download).toHaveAttribute('href', invite.qrPngDataUrl);
    expect(download).toHaveAttribute('download', 'labwise-invite-quinn-quest.png');
    expect(within(done).getByLabelText('Invitation link')).toHaveValue(invite.link);
    expect(posts()[0]!.body).toEqual({ fullName: 'Quinn Quest', age: 34, phone: '+447700900123', sendBy: 'qr' });
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));

    // Done closes it; the next patient starts from an empty form.
    await app.user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await app.user.click(screen.getByRole('button', { name: 'New Patient' }));
    const fresh = await screen.findByRole('dialog', { name: 'New Patient' });
    expect(within(fresh).getByLabelText(/^Full Name/)).toHaveValue('');
    expect(within(fresh).getByRole('radio', { name: 'Email Link' })).toBeChecked();
  });

  it('says a text was not sent when no SMS gateway is configured, and copies the link to share instead', async () => {
    const invite: Invite = {
      id: '00000000-0000-4000-8000-0000000000ab',
      channel: 'sms',
      link: 'http://localhost:3000/invite/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFH',
      expiresAt: '2026-12-06T10:00:00.000Z',
      sentTo: '+447700900123',
      qrPngDataUrl: null,
      delivery: 'not_configured',
    };
    postAnswer = (body) => ok({ ...patient(10, { fullName: String(body.fullName), phone: '+447700900123' }), invite } satisfies PatientCreated);
    const { app, dialog } = await openDialog();
    // user-event stands in a clipboard for the page; the test reads what the page put there.
    await app.user.type(within(dialog).getByLabelText(/^Full Name/), 'Tess Text');
    await app.user.type(within(dialog).getByLabelText(/^Phone$/), '+44 7700 900123');
    await app.user.click(within(dialog).getByRole('radio', { name: 'SMS Link' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create Patient' }));

    const done = await screen.findByRole('dialog', { name: 'Patient created' });
    expect(await screen.findByText('SMS not configured — link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(invite.link);
    expect(screen.queryByText(/sent by SMS/)).not.toBeInTheDocument();
    expect(within(done).getByText(/SMS is not configured on this Labwise server, so no text was sent to \+447700900123/)).toBeInTheDocument();
    expect(within(done).getByLabelText('Invitation link')).toHaveValue(invite.link);
  });
});
