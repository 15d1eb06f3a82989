import PDFDocument from 'pdfkit';
import { formatInTimeZone, PRINT_MESSAGES, resultFlagLabel, specimenTypeLabel, unitLabel, type ResultsPrintout } from '@labwise/domain';

/** Standard PDF fonts encode WinAnsi only: Intl's narrow no-break space becomes a plain one. */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const UTC = 'UTC';

/**
 * A results report as PDF (pdfkit, standard fonts, no network): the same fields as the printable
 * results page, with "Page X of Y" on every page (pages are buffered, then numbered). `compress:
 * false` keeps the text streams readable, which the tests use to check what the document says.
 */
export function renderResultsReport(report: ResultsPrintout, options: { compress?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, bufferPages: true, compress: options.compress ?? true, info: { Title: `Labwise results ${report.orderNumber}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const zone = report.lab?.timeZone ?? UTC;
    const when = (at: string | null) => (at ? printable(formatInTimeZone(at, zone)) : PRINT_MESSAGES.notCollected);
    const line = (label: string, value: string) => {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(printable(value));
    };

    doc.font('Helvetica-Bold').fontSize(18).text('Labwise — Laboratory Results');
    doc.moveDown(0.5).fontSize(10);
    line('Patient', report.patient.name);
    line('Date of birth', report.patient.dateOfBirth ?? 'Not recorded');
    line('Order', report.orderNumber);
    line('Accession number', report.accessionNumber ?? PRINT_MESSAGES.notCollected);
    line('Ordering clinician', report.orderingClinician ?? PRINT_MESSAGES.selfOrdered);
    if (report.lab) {
      line('Performing laboratory', `${report.lab.name}, ${report.lab.address} · ${report.lab.phone}`);
      line('CLIA number', report.lab.cliaNumber ?? PRINT_MESSAGES.noClia);
    } else {
      line('Performing laboratory', PRINT_MESSAGES.notRouted);
    }
    line('Specimen', report.specimenType ? specimenTypeLabel(report.specimenType) : PRINT_MESSAGES.notCollected);
    line('Collected', when(report.collectedAt));
    line('Reported', when(report.reportedAt));
    line('Released', report.releasedAt ? when(report.releasedAt) : 'Not yet released to the patient');
    doc.moveDown();

    const columns = [50, 230, 330, 440];
    const header = ['Test', 'Result', 'Reference range', 'Flag'];
    const writeHeader = () => {
      doc.font('Helvetica-Bold');
      const y = doc.y;
      header.forEach((title, i) => doc.text(title, columns[i], y, { lineBreak: false }));
      doc.moveDown(0.8).font('Helvetica');
    };
    writeHeader();
    for (const row of report.results) {
      if (doc.y > 740) {
        doc.addPage();
        writeHeader();
      }
      const y = doc.y;
      doc.fillColor(row.flag === 'normal' ? 'black' : '#b91c1c');
      doc.text(printable(`${row.testName} — ${row.analyteName}`), columns[0], y, { width: 175 });
      const after = doc.y;
      doc.text(printable(`${row.value} ${unitLabel(row.unit)}`.trim()), columns[1], y, { width: 95 });
      doc.text(printable(row.referenceText || '—'), columns[2], y, { width: 105 });
      doc.text(resultFlagLabel(row.flag, row.hl7Flag).toUpperCase(), columns[3], y, { width: 100 });
      doc.y = Math.max(after, doc.y) + 4;
    }
    doc.fillColor('black').moveDown();
    if (report.labComments) doc.text(printable(`Lab comments: ${report.labComments}`), 50);
    if (report.doctorComment) doc.text(printable(`Doctor's note: ${report.doctorComment}`), 50);
    doc.moveDown().fontSize(8).fillColor('#334155').text(printable(PRINT_MESSAGES.notice), 50);

    // Every page gets its number and the total, written once all pages exist.
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i += 1) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.fontSize(8).fillColor('#334155').text(`${report.orderNumber} · Page ${i - start + 1} of ${count}`, 50, doc.page.height - 35, { width: doc.page.width - 100, align: 'right', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}
