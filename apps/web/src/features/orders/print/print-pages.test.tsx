import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, PRINT_MESSAGES, type Requisition, type ResultsPrintout, type Role } from '@labwise/domain';
import { renderRoute } from '../../../../test/render-route';
import { failure, ok, signedInWithApi } from '../../../../test/signed-in';
import { useSession } from '../../../lib/session';

vi.mock('../../../lib/session', () => ({ useSession: vi.fn() }));

const ORDER_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const lab = { name: 'Northside Clinical Laboratory', address: '120 Harbor Street, Boston, MA', phone: '+1 617 555 0142', cliaNumber: '22D0918341', timeZone: 'America/New_York' };

const printout: ResultsPrintout = {
  orderId: ORDER_ID,
  orderNumber: 'NB-100321',
  patient: { name: 'Priya Printed', dateOfBirth: '1984-02-29' },
  orderingClinician: 'Dr. Paula Print',
  lab,
  accessionNumber: 'LW-261126-0A1B2C3D',
  specimenType: 'serum',
  collectedAt: '2026-11-26T14:30:00Z',
  orderedAt: '2026-11-25T10:00:00Z',
  reportedAt: '2026-11-26T20:05:00Z',
  releasedAt: '2026-11-27T09:00:00Z',
  results: [
    { testCode: 'TSH', testName: 'Thyroid Stimulating Hormone', analyteName: 'TSH', value: '9.8', unit: 'mIU/L', referenceText: '0.4–4.0', flag: 'high', hl7Flag: 'H' },
    { testCode: 'CMP', testName: 'Comprehensive Metabolic Panel', analyteName: 'Potassium', value: '4.1', unit: 'mmol/L', referenceText: '3.5–5.1', flag: 'normal', hl7Flag: 'N' },
  ],
  labComments: 'Slightly hemolysed',
  doctorComment: null,
};

const requisition: Requisition = {
  orderId: ORDER_ID,
  orderNumber: 'NB-100322',
  status: 'sent_to_lab',
  priority: 'urgent',
  barcodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  patient: { name: 'Priya Printed', dateOfBirth: '1984-02-29' },
  orderingClinician: null,
  lab: { ...lab, cliaNumber: null },
  orderedAt: '2026-11-26T15:00:00Z',
  notes: null,
  tests: [
    { code: 'LIPID', name: 'Lipid Panel', quantity: 1, specimenType: 'serum', preparation: 'Fasting 9-12 hours' },
    { code: 'UA', name: 'Urinalysis', quantity: 1, specimenType: 'urine', preparation: null },
  ],
};


function signedIn(role: Role, reply: (path: string) => Response) {
  signedInWithApi(useSession, role, (path) => (path.startsWith('/api/v1/lab-orders/') ? reply(path) : undefined));
}

const row = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('printable results', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every printed field, times in the lab’s zone, each value with unit, range and flag, and no navigation', async () => {
    signedIn('patient', (path) => (path === `/api/v1/lab-orders/${ORDER_ID}/printout` ? ok(printout) : failure(404, 'nope')));
    renderRoute(paths.orderPrint(ORDER_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Laboratory Results' })).toBeInTheDocument();
    expect(row('Patient')).toBe('Priya Printed');
    expect(row('Date of birth')).toBe('1984-02-29');
    expect(row('Accession number')).toBe('LW-261126-0A1B2C3D');
    expect(row('Ordering clinician')).toBe('Dr. Paula Print');
    expect(row('Laboratory')).toBe('Northside Clinical Laboratory');
    expect(row('Address')).toBe('120 Harbor Street, Boston, MA');
    expect(row('CLIA number')).toBe('22D0918341');
    expect(row('Collected')).toMatch(/November 26, 2026 at 9:30\sAM EST/);
    expect(row('Reported')).toMatch(/November 26, 2026 at 3:05\sPM EST/);
    const tsh = screen.getByRole('row', { name: /Thyroid Stimulating Hormone/ });
    for (const cell of ['TSH', '9.8', 'mIU/L', '0.4–4.0', 'High']) expect(within(tsh).getByText(cell)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Potassium/ })).getByText('Normal')).toBeInTheDocument();
    expect(screen.getByText(PRINT_MESSAGES.notice)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order' })).toHaveAttribute('href', paths.order(ORDER_ID));
  });

  it('says why when the results cannot be printed yet', async () => {
    signedIn('patient', () => failure(404, 'Your results are being reviewed by your doctor and will appear here once released.'));
    renderRoute(paths.orderPrint(ORDER_ID));
    expect(await screen.findByText(/could not be prepared for printing\. Your results are being reviewed/)).toBeInTheDocument();
  });
});

describe('requisition', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the barcode, patient, priority, lab and each test with its specimen and preparation', async () => {
    signedIn('lab_technician', (path) => (path === `/api/v1/lab-orders/${ORDER_ID}/requisition` ? ok(requisition) : failure(404, 'nope')));
    renderRoute(paths.orderRequisition(ORDER_ID));
    expect(await screen.findByRole('heading', { level: 1, name: 'Laboratory Requisition' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Barcode NB-100322' })).toHaveAttribute('src', requisition.barcodeDataUrl);
    expect(row('Patient')).toBe('Priya Printed');
    expect(row('Ordering clinician')).toBe(PRINT_MESSAGES.selfOrdered);
    expect(row('Priority')).toBe('Urgent');
    expect(row('Date ordered')).toMatch(/November 26, 2026 at 10:00\sAM EST/);
    expect(row('CLIA number')).toBe('Not recorded');
    const lipid = screen.getByRole('row', { name: /Lipid Panel/ });
    expect(within(lipid).getByText('Serum')).toBeInTheDocument();
    expect(within(lipid).getByText('Fasting 9-12 hours')).toBeInTheDocument();
    const urine = screen.getByRole('row', { name: /Urinalysis/ });
    expect(within(urine).getByText('Urine')).toBeInTheDocument();
    expect(within(urine).getByText('No special preparation required')).toBeInTheDocument();
  });

  it('is not a doctor’s page: the guard says so and nothing is fetched', async () => {
    const reply = vi.fn(() => ok(requisition));
    signedIn('doctor', reply);
    renderRoute(paths.orderRequisition(ORDER_ID));
    expect(await screen.findByRole('heading', { name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(reply).not.toHaveBeenCalled();
  });
});
