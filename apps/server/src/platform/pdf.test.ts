import { describe, expect, it } from 'vitest';
import type { ResultsPrintout } from '@labwise/domain';
import { renderResultsReport } from './pdf';

/** pdfkit writes standard-font text as hex strings in the content stream; decode them to read it. */
function visibleText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
}

/** The text of each page, in page order (each page's content stream follows its page object). */
function pagesOf(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => visibleText(Buffer.from(m[1]!, 'latin1'))).filter((t) => t.length > 0);
}

const value = (analyteName: string, v: string, flag: ResultsPrintout['results'][number]['flag'] = 'normal', hl7Flag: ResultsPrintout['results'][number]['hl7Flag'] = 'N') => ({
  testCode: 'CMP',
  testName: 'Comprehensive Metabolic Panel',
  analyteName,
  value: v,
  unit: 'mmol/L',
  referenceText: '3.5–5.1',
  flag,
  hl7Flag,
});

const report = (overrides: Partial<ResultsPrintout> = {}): ResultsPrintout => ({
  orderId: '00000000-0000-4000-8000-000000000042',
  orderNumber: 'NB-100042',
  patient: { name: 'Maya Patel', dateOfBirth: '1988-04-12' },
  orderingClinician: 'Dr. Elena Ruiz',
  lab: { name: 'Bayview Medical Labs', address: '9 Embarcadero Plaza, San Francisco, CA', phone: '+1 415 555 0163', cliaNumber: '05D2039871', timeZone: 'America/Los_Angeles' },
  accessionNumber: 'LW-261120-1A2B3C4D',
  specimenType: 'serum',
  collectedAt: '2026-11-20T17:30:00Z',
  orderedAt: '2026-11-20T10:00:00Z',
  reportedAt: '2026-11-21T02:15:00Z',
  releasedAt: '2026-11-21T10:00:00Z',
  results: [value('Potassium', '6.5', 'critical', 'HH'), value('Sodium', '139')],
  labComments: 'Slightly hemolysed',
  doctorComment: 'Repeat potassium this week',
  ...overrides,
});

describe('results report', () => {
  it('is a PDF holding the patient, accession, clinician, lab with CLIA, times with zone and every value with its flag', async () => {
    const pdf = await renderResultsReport(report(), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = visibleText(pdf);
    for (const expected of [
      'Maya Patel',
      '1988-04-12',
      'NB-100042',
      'LW-261120-1A2B3C4D',
      'Dr. Elena Ruiz',
      'Bayview Medical Labs, 9 Embarcadero Plaza, San Francisco, CA',
      '05D2039871',
      'Serum',
      // Collected 17:30 UTC and reported 02:15 UTC, both read in the lab's zone, the zone named.
      'Friday, November 20, 2026 at 9:30 AM PST',
      'Friday, November 20, 2026 at 6:15 PM PST',
      'Potassium',
      '6.5 mmol/L',
      'CRITICAL HIGH',
      'Sodium',
      '139 mmol/L',
      'NORMAL',
      'Repeat potassium this week',
      'information, not a diagnosis',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('numbers every page with the total once the values run over a page', async () => {
    const many = Array.from({ length: 60 }, (_, i) => value(`Analyte ${i + 1}`, String(i)));
    const pdf = await renderResultsReport(report({ results: many }), { compress: false });
    const pages = pagesOf(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`NB-100042 \u00b7 Page ${i + 1} of ${pages.length}`);
      expect(page.match(/Page \d+ of \d+/g)).toHaveLength(1);
    });
    const last = pages.at(-1)!;
    // The table's heading repeats on the new page, and the last value is on it.
    expect(last).toContain('Reference range');
    expect(last).toContain('Analyte 60');
  });

  it('says so when there is no ordering clinician, CLIA number or routed lab', async () => {
    const text = visibleText(await renderResultsReport(report({ orderingClinician: null, lab: null, accessionNumber: null }), { compress: false }));
    expect(text).toContain('Self-ordered (no ordering clinician)');
    expect(text).toContain('Not routed yet');
    const noClia = visibleText(await renderResultsReport(report({ lab: { ...report().lab!, cliaNumber: null } }), { compress: false }));
    expect(noClia).toMatch(/CLIA number: Not recorded/);
  });
});
