import { ageInYears, hasResults, rangeFor, type OrderResults, type ReferenceRange, type ReleasedResults, type ResultForm, type ResultHistory, type SpecimenLabel, type UploadResultsRequest } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { cursorOf, pageOf, type Page } from '../../http/cursor';
import { audit } from '../../platform/audit';
import { findScopedOrder, itemsOf, listPatientOrders, orderRowById, patientRecordOfUser } from '../orders/repository';
import { orderScope } from '../../auth/scopes';
import bwipjs from 'bwip-js/node';
import { analyteHistory, analytesForItems, labContactOf, latestReport, latestReportsOf, latestResults, latestResultsOf, patientOf, rangesFor, releasedOrders, specimenOf } from './repository';
import { mailCriticalNotices } from './critical-alert';
import { mailResultsReady } from './results-ready-mail';
import { recipientsOf } from './critical-responsibility';
import type { Mailer } from '../../platform/mail';
import { collectSample, releaseResults, startProcessing, uploadResults, type CollectInput } from './workflow';

type Ctx = { principal: Principal; requestId: string };

/** The name My Results' cursors carry (http/cursor). */
const RELEASED_LIST = 'released-results';
type ResultRow = Awaited<ReturnType<typeof latestResults>>[number];

/** Result rows as the API shows them: by test, then the test's analyte order. */
function toValues(rows: ResultRow[]): OrderResults['results'] {
  return [...rows]
    .sort((a, b) => a.testCode.localeCompare(b.testCode) || a.sortOrder - b.sortOrder)
    .map(({ result, analyteCode, analyteName, loinc, testCode }) => ({
      id: result.id,
      orderItemId: result.orderItemId,
      testCode,
      analyteId: result.analyteId,
      analyteCode,
      analyteName,
      loinc,
      version: result.version,
      status: result.status,
      value: result.valueNumeric ?? result.valueText ?? '',
      unit: result.unit,
      referenceLow: result.referenceLow,
      referenceHigh: result.referenceHigh,
      referenceText: result.referenceText ?? '',
      flag: result.flag,
      hl7Flag: result.hl7Flag,
      recordedAt: result.recordedAt.toISOString(),
    }));
}

/** The lab workflow and results: collect → process → upload → (doctor) release → patient. */
export function createResultsService(db: Database, mail: { mailer: Mailer; publicUrl: string }) {
  async function scopedOrder(tx: Parameters<Parameters<Database['transaction']>[0]>[0], ctx: Ctx, id: string) {
    const order = await findScopedOrder(tx, ctx.principal, id);
    if (!order) throw notFound();
    return (await orderRowById(tx, id))!;
  }

  return {
    async collect(ctx: Ctx, id: string, input: CollectInput) {
      return db.transaction(async (tx) => {
        const order = await scopedOrder(tx, ctx, id);
        const specimen = await collectSample({ tx, ...ctx }, order, input);
        return {
          id: specimen.id,
          accessionNumber: specimen.accessionNumber,
          specimenType: specimen.specimenType,
          collectedAt: specimen.collectedAt.toISOString(),
          collectedBy: null,
        };
      });
    },

    /** The label of the order's latest specimen (lab technicians of the routed lab). */
    async label(ctx: Ctx, id: string): Promise<SpecimenLabel> {
      const order = await findScopedOrder(db, ctx.principal, id);
      if (!order) throw notFound();
      const found = await specimenOf(db, id);
      if (!found) throw notFound('No sample has been collected for this order yet.');
      const patient = await patientOf(db, order.patientId);
      await audit(db, { actor: ctx.principal, action: 'read', resourceType: 'specimen_label', resourceId: id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
      const svg = bwipjs.toSVG({ bcid: 'code128', text: found.specimen.accessionNumber, height: 10, includetext: true, textxalign: 'center' });
      return {
        accessionNumber: found.specimen.accessionNumber,
        orderNumber: order.orderNumber,
        patientName: patient?.fullName ?? order.patientName,
        dateOfBirth: patient?.dateOfBirth ?? null,
        specimenType: found.specimen.specimenType,
        collectedAt: found.specimen.collectedAt.toISOString(),
        barcodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    async startProcessing(ctx: Ctx, id: string): Promise<void> {
      await db.transaction(async (tx) => startProcessing({ tx, ...ctx }, await scopedOrder(tx, ctx, id)));
    },

    /** One field per analyte of each test, with unit and the patient's reference range. */
    async form(ctx: Ctx, id: string): Promise<ResultForm> {
      return db.transaction(async (tx) => {
        const order = await scopedOrder(tx, ctx, id);
        if (ctx.principal.role !== 'lab_technician') throw forbidden();
        const analytes = await analytesForItems(tx, id);
        const ranges = await rangesFor(tx, analytes.map((a) => a.analyteId));
        const patient = await patientOf(tx, order.patientId);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'result_form', resourceId: id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        const items = new Map<string, ResultForm['items'][number]>();
        for (const a of analytes) {
          const item = items.get(a.orderItemId) ?? { orderItemId: a.orderItemId, testCode: a.testCode, testName: a.testName, analytes: [] };
          const range = rangeFor(
            ranges.filter((r) => r.analyteId === a.analyteId).map((r) => ({ ...r, sex: r.sex as ReferenceRange['sex'] })),
            patient?.sexAtBirth ?? 'unknown',
            ageInYears(patient?.dateOfBirth ?? null),
          );
          const referenceText = range?.normalText ?? (range?.low !== null && range?.high !== null && range ? `${range.low}–${range.high}` : '');
          item.analytes.push({ analyteId: a.analyteId, code: a.code, name: a.name, unit: a.unit, valueType: a.valueType as 'numeric' | 'qualitative', referenceText });
          items.set(a.orderItemId, item);
        }
        return { items: [...items.values()] };
      });
    },

    async upload(ctx: Ctx, id: string, input: UploadResultsRequest) {
      return db.transaction(async (tx) => {
        const order = await scopedOrder(tx, ctx, id);
        const { notices, ...outcome } = await uploadResults({ tx, ...ctx }, order, input);
        // A self-order's first results go straight to the patient, who hears of it by mail too.
        if (!hasResults(order.status) && !order.orderingDoctorId) await mailResultsReady(tx, mail, order, 'self_order');
        const lab = notices.length ? await labContactOf(tx, order.labId) : null;
        // Enqueued in this transaction (ADR 0032): sent after commit, never for results that were rolled back.
        await mailCriticalNotices(tx, mail, notices, { id, orderNumber: order.orderNumber }, lab);
        // The lab is told exactly who was notified.
        return { ...outcome, notified: recipientsOf(notices) };
      });
    },

    async release(ctx: Ctx, id: string, comment: string | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await scopedOrder(tx, ctx, id);
        await releaseResults({ tx, ...ctx }, order, comment);
        await mailResultsReady(tx, mail, order, 'doctor');
      });
    },

    /** One analyte across the results of this order's patient that the caller may see. */
    async history(ctx: Ctx, orderId: string, analyteId: string): Promise<ResultHistory> {
      return db.transaction(async (tx) => {
        const order = await scopedOrder(tx, ctx, orderId);
        const visible = await listPatientOrders(tx, orderScope(ctx.principal), order.patientId, { limit: 200 });
        const allowed = visible.filter((o) => (ctx.principal.role === 'patient' ? o.status === 'completed' : hasResults(o.status)));
        const numberOf = new Map(allowed.map((o) => [o.id, o.orderNumber]));
        const rows = await analyteHistory(tx, analyteId, [...numberOf.keys()]);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'result_history', resourceId: analyteId, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return rows
          .filter((r) => r.value !== null)
          .map((r) => ({ value: r.value!, unit: r.unit, flag: r.flag, recordedAt: r.recordedAt.toISOString(), orderNumber: numberOf.get(r.orderId) ?? '' }));
      });
    },

    /** Latest version of each result; a patient sees nothing until release. */
    async read(ctx: Ctx, id: string): Promise<OrderResults> {
      return db.transaction(async (tx) => {
        const order = await scopedOrder(tx, ctx, id);
        const released = order.resultsReleasedAt !== null;
        const report = await latestReport(tx, id);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'results', resourceId: id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        const hidden = ctx.principal.role === 'patient' && !released;
        const rows = hidden ? [] : await latestResults(tx, id);
        return {
          orderId: id,
          orderNumber: order.orderNumber,
          status: order.status,
          released,
          labComments: hidden ? null : (report?.labComments ?? null),
          doctorComment: hidden ? null : (report?.doctorComment ?? null),
          results: toValues(rows),
        };
      });
    },

    /**
     * My Results: one page of the caller's own released results (newest release first). Nothing
     * before release, nothing of anyone else. One audit row for the read, naming the patient; none
     * when the caller has no patient record (nothing to read).
     */
    async released(ctx: Ctx, request: { limit: number; cursor?: string }): Promise<Page<ReleasedResults>> {
      const after = cursorOf(RELEASED_LIST, request.cursor);
      return db.transaction(async (tx) => {
        const record = await patientRecordOfUser(tx, ctx.principal.userId);
        if (!record || ctx.principal.role !== 'patient') return { items: [], nextCursor: null };
        const page = pageOf(RELEASED_LIST, await releasedOrders(tx, orderScope(ctx.principal), record.id, { limit: request.limit, after }), request.limit, (o) => ({ at: o.sortAt, id: o.id }));
        const found = page.items;
        const ids = found.map((o) => o.id);
        const [items, rows, reports] = [await itemsOf(tx, ids), await latestResultsOf(tx, ids), await latestReportsOf(tx, ids)];
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'released_results', resourceId: record.id, patientId: record.id, outcome: 'allowed', requestId: ctx.requestId });
        const reportOf = new Map(reports.map((r) => [r.orderId, r]));
        const released = found.map((order) => ({
          orderId: order.id,
          orderNumber: order.orderNumber,
          status: order.status,
          released: true,
          labComments: reportOf.get(order.id)?.labComments ?? null,
          doctorComment: reportOf.get(order.id)?.doctorComment ?? null,
          results: toValues(rows.filter((r) => r.result.orderId === order.id)),
          orderedAt: order.createdAt.toISOString(),
          releasedAt: order.releasedAt!.toISOString(),
          labName: order.labName,
          reviewedByDoctor: order.orderingDoctorId !== null,
          tests: items.filter((i) => i.orderId === order.id).map((i) => ({ code: i.testCode, name: i.testName })),
        }));
        return { items: released, nextCursor: page.nextCursor };
      });
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
