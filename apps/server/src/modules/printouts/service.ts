import bwipjs from 'bwip-js/node';
import { PRINT_MESSAGES, REQUISITION_STATUSES, RESULT_MESSAGES, type PrintedLab, type Requisition, type ResultsPrintout } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { renderResultsReport } from '../../platform/pdf';
import { findScopedOrder } from '../orders/repository';
import { latestReport, specimenOf } from '../results/repository';
import type { ResultsService } from '../results/service';
import { printedOrder, requisitionItems } from './repository';

type Ctx = { principal: Principal; requestId: string };
type Printed = NonNullable<Awaited<ReturnType<typeof printedOrder>>>;

const labOf = (row: Printed): PrintedLab | null => row.lab;

/** The ordering doctor's name; a doctor without a recorded name is still not a self-order. */
const clinicianOf = (row: Printed): string | null => (row.orderingDoctorId ? (row.clinician ?? 'Name not recorded') : null);

const barcode = (text: string) =>
  `data:image/svg+xml;base64,${Buffer.from(bwipjs.toSVG({ bcid: 'code128', text, height: 12, includetext: true, textxalign: 'center' })).toString('base64')}`;

/**
 * Paper: an order's results as printed (page and PDF say the same), and the requisition for the
 * collection site. Results follow the results rules exactly (they are read through the results
 * service: scoped, audited, nothing for a patient before release).
 */
export function createPrintoutsService(db: Database, results: Pick<ResultsService, 'read'>) {
  return {
    async results(ctx: Ctx, id: string): Promise<ResultsPrintout> {
      const data = await results.read(ctx, id);
      if (data.results.length === 0) throw notFound(RESULT_MESSAGES.notReleased);
      const [row, items, specimen, report] = [await printedOrder(db, id), await requisitionItems(db, id), await specimenOf(db, id), await latestReport(db, id)];
      if (!row) throw notFound();
      const testName = new Map(items.map((i) => [i.code, i.name]));
      return {
        orderId: id,
        orderNumber: row.orderNumber,
        patient: { name: row.patientName, dateOfBirth: row.dateOfBirth },
        orderingClinician: clinicianOf(row),
        lab: labOf(row),
        accessionNumber: specimen?.specimen.accessionNumber ?? null,
        specimenType: specimen?.specimen.specimenType ?? null,
        collectedAt: specimen?.specimen.collectedAt.toISOString() ?? null,
        orderedAt: row.createdAt.toISOString(),
        reportedAt: report?.createdAt.toISOString() ?? null,
        releasedAt: row.releasedAt?.toISOString() ?? null,
        results: data.results.map((r) => ({
          testCode: r.testCode,
          testName: testName.get(r.testCode) ?? r.testCode,
          analyteName: r.analyteName,
          value: String(r.value),
          unit: r.unit,
          referenceText: r.referenceText,
          flag: r.flag,
          hl7Flag: r.hl7Flag,
        })),
        labComments: data.labComments,
        doctorComment: data.doctorComment,
      };
    },

    /** The same printout as a PDF file (a patient only after release). */
    async pdf(ctx: Ctx, id: string, compress = true): Promise<{ fileName: string; pdf: Buffer }> {
      const printout = await this.results(ctx, id);
      return { fileName: `labwise-results-${printout.orderNumber}.pdf`, pdf: await renderResultsReport(printout, { compress }) };
    },

    /** The requisition of an order waiting for its sample: the patient's own, or one routed to the technician's lab. */
    async requisition(ctx: Ctx, id: string): Promise<Requisition> {
      return db.transaction(async (tx) => {
        const order = await findScopedOrder(tx, ctx.principal, id);
        if (!order) throw notFound();
        if (!REQUISITION_STATUSES.includes(order.status)) throw conflict(PRINT_MESSAGES.requisitionClosed);
        const [row, items] = [await printedOrder(tx, id), await requisitionItems(tx, id)];
        if (!row) throw notFound();
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'requisition', resourceId: id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return {
          orderId: id,
          orderNumber: row.orderNumber,
          status: row.status,
          priority: row.priority,
          barcodeDataUrl: barcode(row.orderNumber),
          patient: { name: row.patientName, dateOfBirth: row.dateOfBirth },
          orderingClinician: clinicianOf(row),
          lab: labOf(row),
          orderedAt: row.createdAt.toISOString(),
          notes: row.notes,
          tests: items,
        };
      });
    },
  };
}

export type PrintoutsService = ReturnType<typeof createPrintoutsService>;
