import { describe, expect, it } from 'vitest';
import { renderResultsReport } from './pdf';

/** pdfkit writes standard-font text as hex strings in the content stream; decode them to read it. */
function visibleText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
}

describe('results report', () => {
  it('is a PDF holding the patient, the order and every value with its flag', async () => {
    const pdf = await renderResultsReport(
      {
        orderNumber: 'NB-100042',
        patientName: 'Maya Patel',
        dateOfBirth: '1988-04-12',
        labName: 'Bayview Medical Labs',
        orderedAt: new Date('2026-11-20T10:00:00Z'),
        releasedAt: new Date('2026-11-21T10:00:00Z'),
        results: [
          { test: 'CMP', analyte: 'Potassium', value: '6.5', unit: 'mmol/L', reference: '3.5–5.1 mmol/L', flag: 'critical' },
          { test: 'CMP', analyte: 'Sodium', value: '139', unit: 'mmol/L', reference: '135–145 mmol/L', flag: 'normal' },
        ],
        labComments: 'Slightly hemolysed',
        doctorComment: 'Repeat potassium this week',
      },
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = visibleText(pdf);
    for (const expected of ['Maya Patel', 'NB-100042', 'Bayview Medical Labs', 'Potassium', '6.5 mmol/L', 'CRITICAL', 'Sodium', '139 mmol/L', 'NORMAL', 'Repeat potassium this week']) {
      expect(text).toContain(expected);
    }
  });
});
