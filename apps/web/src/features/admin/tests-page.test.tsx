import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type AdminTest, type AdminTestSummary } from '@labwise/domain';
import { renderRoute } from '../../../test/render-route';
import { useSession } from '../../lib/session';
import { mockApi, writes, type Handler } from './test-kit';

vi.mock('../../lib/session', () => ({ useSession: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const summary: AdminTestSummary = {
  id: '0b5f7a8e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  code: 'CBC',
  name: 'Complete Blood Count',
  category: 'Hematology',
  priceCents: 4500,
  turnaroundHoursMin: 24,
  turnaroundHoursMax: 48,
  turnaroundDays: 2,
  active: true,
  clinicianOrderOnly: false,
  fasting: false,
  analyteCount: 1,
  labCount: 5,
  orderCount: 3,
  updatedAt: '2026-11-01T10:00:00Z',
};

function setup(extra: Handler = () => undefined) {
  return mockApi(vi.mocked(useSession), (call) => {
    const reply = extra(call);
    if (reply) return reply;
    if (call.path === '/api/v1/admin/catalog/tests' && call.method === 'GET') return { data: call.search.get('q') === 'nothing' ? [] : [summary] };
    return undefined;
  });
}

async function openAddTest() {
  const app = renderRoute(paths.adminTests);
  await screen.findByText('Complete Blood Count');
  await app.user.click(screen.getByRole('button', { name: 'Add Test' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Test' });
  return { app, dialog };
}

describe('admin tests page', () => {
  it('lists the catalog with counts, and offers Delete only for tests nobody ordered', async () => {
    setup();
    renderRoute(paths.adminTests);
    expect(await screen.findByRole('heading', { name: 'Tests' })).toBeInTheDocument();
    expect(await screen.findByText('Complete Blood Count')).toBeInTheDocument();
    expect(screen.getByText(/1 analyte · 5 labs · 3 orders/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Complete Blood Count' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Complete Blood Count' })).not.toBeInTheDocument();
  });

  it('shows the empty state with Clear Filters when a search finds nothing', async () => {
    setup();
    const app = renderRoute(paths.adminTests);
    await screen.findByText('Complete Blood Count');
    await app.user.type(screen.getByRole('textbox', { name: 'Search tests' }), 'nothing');
    expect(await screen.findByText('No tests found matching your criteria.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('Complete Blood Count')).toBeInTheDocument();
  });

  it('checks the Add Test form before sending: required fields, price, range rules', async () => {
    const calls = setup();
    const { app, dialog } = await openAddTest();
    const form = within(dialog);
    await app.user.click(form.getByRole('button', { name: 'Add Test' }));
    expect(await form.findByText('Give the test a name (2 characters or more).')).toBeInTheDocument();
    expect(form.getByText('Enter a price in dollars, such as 45 or 45.50.')).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Give the test a name (2 characters or more).');
    expect(form.getByLabelText('Code')).toHaveFocus();

    await app.user.type(form.getByLabelText('Price (USD)'), '45.555');
    await app.user.click(form.getByRole('button', { name: 'Add analyte' }));
    await app.user.type(form.getByLabelText('Normal low'), '30');
    await app.user.type(form.getByLabelText('Normal high'), '20');
    await app.user.type(form.getByLabelText('Critical low'), '35');
    await app.user.click(form.getByRole('button', { name: 'Add Test' }));
    expect(await form.findByText('The normal high must be above the normal low.')).toBeInTheDocument();
    expect(form.getByText('The critical low must be below the normal range.')).toBeInTheDocument();
    expect(form.getByLabelText('Normal high')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByText('Enter a price in dollars, such as 45 or 45.50.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('sends dollars as cents, fasting in the preparation, and shows the server’s conflict message', async () => {
    const calls = setup((call) => (call.method === 'POST' ? { status: 409, detail: 'A test with code ZINC already exists.' } : undefined));
    const { app, dialog } = await openAddTest();
    const form = within(dialog);
    await app.user.type(form.getByLabelText('Code'), 'zinc');
    await app.user.type(form.getByLabelText('Name'), 'Zinc, Serum');
    await app.user.selectOptions(form.getByLabelText('Category'), 'Nutritional');
    await app.user.type(form.getByLabelText('Price (USD)'), '45.50');
    await app.user.click(form.getByRole('switch', { name: 'Fasting required' }));
    await app.user.type(form.getByLabelText('Fasting hours'), '8-12');
    await app.user.click(form.getByRole('button', { name: 'Add Test' }));

    expect(await form.findByRole('alert')).toHaveTextContent('A test with code ZINC already exists.');
    const [post] = writes(calls);
    expect(post).toMatchObject({ method: 'POST', path: '/api/v1/admin/catalog/tests' });
    // The body is what the schema read: the code in capitals, dollars as cents.
    expect(post!.body).toMatchObject({ code: 'ZINC', priceCents: 4550, preparation: 'Fasting 8-12 hours', category: 'Nutritional', analytes: [] });
    expect(dialog).toBeInTheDocument();
  });

  it('edits an existing test: loads its analytes and saves with PUT, keeping the analyte id', async () => {
    const detail: AdminTest = {
      ...summary,
      description: 'Counts blood cells.',
      preparation: null,
      specimenType: 'whole_blood',
      loinc: '58410-2',
      analytes: [
        {
          id: '5d1e7c9a-2b3c-4d5e-8f9a-0b1c2d3e4f5a',
          code: 'HGB',
          name: 'Hemoglobin',
          loinc: '718-7',
          unit: 'g/dL',
          valueType: 'numeric',
          decimals: 1,
          physicalMin: 0,
          physicalMax: 30,
          ranges: [{ sex: 'any', ageMinYears: 18, ageMaxYears: 120, low: 12, high: 17.5, criticalLow: 7, criticalHigh: 20, normalText: null }],
        },
      ],
    };
    const calls = setup((call) => {
      if (call.path === `/api/v1/admin/catalog/tests/${summary.id}`) return { data: call.method === 'PUT' ? { ...detail, name: 'CBC with differential' } : detail };
      return undefined;
    });
    const app = renderRoute(paths.adminTests);
    await app.user.click(await screen.findByRole('button', { name: 'Edit Complete Blood Count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Test' });
    const form = within(dialog);
    expect(await form.findByDisplayValue('Hemoglobin')).toBeInTheDocument();
    expect(form.getByLabelText('Price (USD)')).toHaveValue('45.00');
    const name = form.getByDisplayValue('Complete Blood Count');
    await app.user.clear(name);
    await app.user.type(name, 'CBC with differential');
    await app.user.click(form.getByRole('button', { name: 'Save test' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Test' })).not.toBeInTheDocument());
    const [put] = writes(calls);
    expect(put).toMatchObject({ method: 'PUT', path: `/api/v1/admin/catalog/tests/${summary.id}` });
    expect(put!.body).toMatchObject({ name: 'CBC with differential', priceCents: 4500, analytes: [{ id: detail.analytes[0]!.id, code: 'HGB', ranges: [{ low: 12, high: 17.5 }] }] });
  });

  it('asks before deactivating, then sends active: false', async () => {
    const calls = setup((call) => (call.method === 'PATCH' ? { data: { ...summary, active: false } } : undefined));
    const app = renderRoute(paths.adminTests);
    await app.user.click(await screen.findByRole('button', { name: 'Deactivate Complete Blood Count' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Complete Blood Count?' });
    expect(writes(calls)).toEqual([]);
    await app.user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({ method: 'PATCH', body: { active: false } });
  });
});
