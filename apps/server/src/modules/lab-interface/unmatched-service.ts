import {
  LAB_INTERFACE_MESSAGES,
  type ResolveUnmatchedRequest,
  type ResolveUnmatchedResult,
  type UnmatchedCandidate,
  type UnmatchedResult,
} from '@labwise/domain';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import type { AckError } from './hl7/ack';
import { displayName } from './hl7/oru';
import { attempt, match, runPipeline, type Ctx, type MailDeps, type Stored } from './inbound';
import { identityProblem } from './matching';
import { inboundOfLab, inboundOfLabForUpdate, orderOfLabById, ordersTakingResults, unmatchedOfLab, updateInbound, type InboundRow } from './repository';

function toUnmatched(row: InboundRow): UnmatchedResult {
  const { message } = (row.parsed ?? {}) as Partial<Stored>;
  const first = message?.orders.find((o) => o.placerOrderNumber || o.fillerOrderNumber);
  const patient = message?.patient ?? null;
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    controlId: row.controlId,
    reason: row.reason ?? '',
    placerOrderNumber: first?.placerOrderNumber || null,
    fillerOrderNumber: first?.fillerOrderNumber || null,
    collectedAt: message?.orders.find((o) => o.collectedAt)?.collectedAt ?? null,
    patient: {
      name: displayName(patient),
      dateOfBirth: patient?.dateOfBirth ?? null,
      sex: patient?.sex || null,
      identifiers: (patient?.identifiers ?? []).map((id) => [id.id, id.assigningAuthority, id.type].filter(Boolean).join(' · ')),
    },
    observations: (message?.orders ?? []).flatMap((o) =>
      o.observations.map((obx) => ({
        code: obx.loinc ?? obx.code.identifier,
        name: obx.code.text || obx.code.altText || obx.code.identifier,
        value: obx.value,
        units: obx.units,
        referenceRange: obx.referenceRange,
        abnormalFlags: obx.abnormalFlags.join(' '),
        status: obx.status,
      })),
    ),
  };
}

/** Held messages: the lab's technicians list them, attach one to an order, or discard it. */
export function createUnmatchedService(db: Database, mail: MailDeps) {
  return {
    /** The lab's held messages, newest first (technicians of that lab only). */
    async listUnmatched(ctx: Ctx): Promise<UnmatchedResult[]> {
      const labId = ctx.principal.labId;
      if (!labId) return [];
      return db.transaction(async (tx) => {
        const rows = await unmatchedOfLab(tx, labId, 200);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'unmatched_lab_results', resourceId: null, outcome: 'allowed', requestId: ctx.requestId });
        return rows.map(toUnmatched);
      });
    },

    /** The lab's orders that could take a held message's results, those agreeing on the patient first. */
    async candidates(ctx: Ctx, id: string): Promise<UnmatchedCandidate[]> {
      const labId = ctx.principal.labId;
      if (!labId) throw notFound();
      return db.transaction(async (tx) => {
        const row = await inboundOfLab(tx, labId, id);
        if (!row || row.status !== 'unmatched') throw notFound();
        const { message } = row.parsed as Stored;
        const orders = await ordersTakingResults(tx, labId, 200);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'unmatched_lab_result_candidates', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return orders
          .map((o) => ({
            orderId: o.id,
            orderNumber: o.orderNumber,
            patientName: o.patientName,
            dateOfBirth: o.dateOfBirth,
            status: o.status,
            tests: o.tests,
            createdAt: o.createdAt.toISOString(),
            identityMatches: identityProblem(message?.patient ?? null, { fullName: o.patientName, dateOfBirth: o.dateOfBirth }, o.orderNumber) === null,
          }))
          .sort((a, b) => Number(b.identityMatches) - Number(a.identityMatches));
      });
    },

    /** Attaches a held message to an order of the lab by running the matching again against it. */
    async resolve(ctx: Ctx, id: string, input: ResolveUnmatchedRequest): Promise<ResolveUnmatchedResult> {
      const labId = ctx.principal.labId;
      if (!labId) throw notFound();
      const result = await db.transaction(async (tx) => {
        const row = await inboundOfLabForUpdate(tx, labId, id);
        if (!row) throw notFound();
        if (row.status !== 'unmatched') throw conflict(LAB_INTERFACE_MESSAGES.notUnmatched);
        const order = await orderOfLabById(tx, labId, input.orderId);
        if (!order) throw notFound('Choose one of your laboratory’s orders.');
        const stored = row.parsed as Stored;
        if (!stored.message) throw conflict('This message could not be read, so its results cannot be attached. Discard it.');
        const matched = await match(tx, stored.message, order, input.confirmPatient === true);
        const refuse = (reason: string, identity = false) => {
          const error = conflict(reason);
          if (identity) error.issues = [{ path: LAB_INTERFACE_MESSAGES.confirmPatientPath, message: reason }];
          return error;
        };
        if (matched.kind === 'unmatched') throw refuse(matched.reason, matched.identity === true);
        const cannot = (errors: AckError[]) =>
          refuse(`These results cannot be recorded as sent: ${errors.map((e) => e.message).join(' ')} Ask your laboratory system to send a corrected message, and discard this one.`);
        if (matched.kind === 'rejected') throw cannot(matched.errors);
        const outcome = await attempt(() => runPipeline(tx, mail, ctx.principal, ctx.requestId, order.id, matched));
        if ('kind' in outcome) throw outcome.kind === 'unmatched' ? refuse(outcome.reason) : cannot(outcome.errors);
        const resolvedAt = new Date();
        await updateInbound(tx, id, {
          status: 'resolved',
          orderId: order.id,
          resolvedBy: ctx.principal.userId,
          resolvedAt,
          parsed: { ...stored, resolution: { action: 'resolved', at: resolvedAt.toISOString(), by: ctx.principal.userId, orderNumber: order.orderNumber } } satisfies Stored,
        });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'inbound_lab_message', resourceId: id, patientId: order.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return { orderId: order.id, orderNumber: order.orderNumber, version: outcome.version, critical: outcome.critical, notified: outcome.notified };
      });
      return result;
    },

    async discard(ctx: Ctx, id: string, reason: string): Promise<void> {
      const labId = ctx.principal.labId;
      if (!labId) throw notFound();
      await db.transaction(async (tx) => {
        const row = await inboundOfLabForUpdate(tx, labId, id);
        if (!row) throw notFound();
        if (row.status !== 'unmatched') throw conflict(LAB_INTERFACE_MESSAGES.notUnmatched);
        const resolvedAt = new Date();
        const stored = row.parsed as Stored;
        await updateInbound(tx, id, {
          status: 'discarded',
          resolvedBy: ctx.principal.userId,
          resolvedAt,
          parsed: { ...stored, resolution: { action: 'discarded', at: resolvedAt.toISOString(), by: ctx.principal.userId, reason } } satisfies Stored,
        });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'inbound_lab_message', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
      });
    },
  };
}
