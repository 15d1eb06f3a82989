import { unitLabel } from '@labwise/domain';
import PDFDocument from 'pdfkit';

export type ResultsReport = {
  orderNumber: string;
  patientName: string;
  dateOfBirth: string | null;
  labName: string;
  orderedAt: Date;
  releasedAt: Date | null;
  results: { test: string; analyte: string; value: string; unit: string; reference: string; flag: string }[];
  labComments: string | null;
  doctorComment: string | null;
};

/**
 * A results report as PDF (pdfkit, standard fonts, no network). `compress: false` keeps the text
 * streams readable, which the tests use to check the values are in the document.
 */
export function renderResultsReport(report: ResultsReport, options: { compress?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, compress: options.compress ?? true, info: { Title: `Labwise results ${report.orderNumber}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const date = (d: Date) => d.toISOString().slice(0, 10);
    doc.font('Helvetica-Bold').fontSize(18).text('Labwise — Laboratory Results');
    doc.moveDown(0.5).font('Helvetica').fontSize(10);
    doc.text(`Patient: ${report.patientName}${report.dateOfBirth ? `   Date of birth: ${report.dateOfBirth}` : ''}`);
    doc.text(`Order: ${report.orderNumber}   Ordered: ${date(report.orderedAt)}   Laboratory: ${report.labName}`);
    doc.text(report.releasedAt ? `Released: ${date(report.releasedAt)}` : 'Not yet released to the patient');
    doc.moveDown();

    const columns = [50, 210, 330, 420, 500];
    const header = ['Test', 'Result', 'Reference', 'Flag'];
    doc.font('Helvetica-Bold');
    header.forEach((title, i) => doc.text(title, columns[i], doc.y, { continued: false, lineBreak: false }));
    doc.moveDown(0.8).font('Helvetica');
    for (const row of report.results) {
      const y = doc.y;
      doc.fillColor(row.flag === 'normal' ? 'black' : '#b91c1c');
      doc.text(`${row.test} ${row.analyte}`, columns[0], y, { width: 155 });
      const after = doc.y;
      doc.text(`${row.value} ${unitLabel(row.unit)}`.trim(), columns[1], y, { width: 115 });
      doc.text(row.reference, columns[2], y, { width: 85 });
      doc.text(row.flag.toUpperCase(), columns[3], y, { width: 80 });
      doc.y = Math.max(after, doc.y) + 4;
      if (doc.y > 760) doc.addPage();
    }
    doc.fillColor('black').moveDown();
    if (report.labComments) doc.text(`Lab comments: ${report.labComments}`, 50);
    if (report.doctorComment) doc.text(`Doctor's note: ${report.doctorComment}`, 50);
    doc.moveDown().fontSize(8).fillColor('#475569').text('Flags compare each value with the reference range for the patient’s sex and age. Discuss your results with your doctor.', 50);
    doc.end();
  });
}
