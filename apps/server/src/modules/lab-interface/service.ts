import { randomUUID } from 'node:crypto';
import {
  LAB_INTERFACE_MESSAGES,
  ORDER_STATUS_LABELS,
  type CriticalRecipient,
  type InterfaceCredential,
  type IssuedInterfaceCredential,
  type ResolveUnmatchedRequest,
  type ResolveUnmatchedResult,
  type UnmatchedCandidate,
  type UnmatchedResult,
} from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import { createResultsService } from '../results/service';
import { analytesForItems, latestResults } from '../results/repository';
import { loadOrCreateServerKey } from '../../platform/server-secret';
import { basicCredentials, createSecretHasher, newKeyId, newSecret, type SecretHasher } from './credentials';
import { buildAck, HL7_ERRORS, type AckAddress, type AckError, type AckRecord } from './hl7/ack';
import { Hl7ParseError } from './hl7/er7';
import { displayName, readOru, type OruMessage } from './hl7/oru';
import { checkMessage, identityProblem, mapObservations, placerOrderNumber, statusProblem, type Matched, type Rejected, type Unmatched } from './matching';
import {
  credentialByKeyId,
  credentialOfLab,
  credentialsOfLab,
  findLab,
  inboundByControlId,
  inboundOfLab,
  inboundOfLabForUpdate,
  insertCredential,
  insertInbound,
  interfaceAccount,
  lockControlId,
  orderOfLabById,
  orderOfLabByNumber,
  ordersTakingResults,
  revokeCredential,
  touchCredential,
  unmatchedOfLab,
  updateInbound,
  type InboundRow,
  type LabOrder,
} from './repository';

type Ctx = { principal: Principal; requestId: string };
export type LabCaller = { credentialId: string; labId: string };

/** What is kept with every inbound message beside its raw text. */
type Stored = {
  message: OruMessage | null;
  ack: AckRecord;
  resolution?: { action: 'resolved' | 'discarded'; at: string; by: string; orderNumber?: string; reason?: string };
};

const BASIC_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="Labwise HL7 interface", charset="UTF-8"' };
const unauthorizedLab = () => new AppError(401, 'Unauthorized', LAB_INTERFACE_MESSAGES.unauthorized, BASIC_CHALLENGE);

/** MSA-3 and ERR text when Labwise itself failed: the lab's system should simply send again. */
const INTERNAL_ERROR = 'Internal error in Labwise; the message was kept. Send it again later.';

const ackControlId = (messageId: string) => `LW${messageId.replaceAll('-', '').slice(0, 18).toUpperCase()}`;

function addressOf(message: OruMessage | null): AckAddress {
  const address = message?.header.address ?? message?.header.rawAddress;
  return {
    msh3: address?.msh3 ?? '',
    msh4: address?.msh4 ?? '',
    msh5: address?.msh5 ?? '',
    msh6: address?.msh6 ?? '',
    controlId: message?.header.controlId ?? '',
    version: message?.header.version ?? '',
    triggerEvent: message?.header.triggerEvent ?? '',
  };
}

/** The segments after MSH, for telling a re-send (same content, maybe a new MSH-7) from a different message. */
const body = (raw: string) =>
  raw
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('MSH'))
    .join('\r');

const record = (code: AckRecord['code'], text: string, errors: AckError[], messageId: string, at: Date): AckRecord => ({
  code,
  text,
  errors,
  controlId: ackControlId(messageId),
  at: at.toISOString(),
});

function toCredential(row: Awaited<ReturnType<typeof credentialsOfLab>>[number]): InterfaceCredential {
  return {
    id: row.credential.id,
    keyId: row.credential.keyId,
    createdAt: row.credential.createdAt.toISOString(),
    createdByName: row.createdByName,
    lastUsedAt: row.credential.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.credential.revokedAt?.toISOString() ?? null,
  };
}

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

/**
 * The HL7 v2 lab interface: partner labs deliver ORU^R01 results with their own credential; each
 * message is kept (accepted, unmatched or rejected) and acknowledged; matched results go through
 * the results pipeline the technicians' Upload Results uses; unmatched ones wait for the lab.
 */
type Uploaded = { version: number; critical: string[]; notified: CriticalRecipient[] };

export function createLabInterfaceService(db: Database, mail: { mailer: Mailer; publicUrl: string }) {
  /** Hashes interface secrets with the server's own key, loaded (or generated) once. */
  let hasherLoad: Promise<SecretHasher> | null = null;
  const secretHasher = () => {
    hasherLoad ??= loadOrCreateServerKey(db, 'lab-interface-secrets').then(createSecretHasher, (error: unknown) => {
      hasherLoad = null;
      throw error;
    });
    return hasherLoad;
  };

  /**
   * Runs the results pipeline inside the caller's transaction (as a savepoint). Critical-value
   * mails are enqueued in that transaction (ADR 0032): sent after it commits, never for rolled-back results.
   */
  async function runPipeline(tx: Executor, principal: Principal, requestId: string, orderId: string, matched: Matched) {
    const pipeline = createResultsService(tx, mail);
    return pipeline.upload({ principal, requestId }, orderId, matched.input);
  }

  /** Matching against one order of the lab: identity (unless confirmed), state, then observations. */
  async function match(tx: Executor, message: OruMessage, order: LabOrder, confirmPatient: boolean): Promise<Matched | Unmatched | Rejected> {
    if (!confirmPatient) {
      const problem = identityProblem(message.patient, { fullName: order.patientName, dateOfBirth: order.dateOfBirth }, order.orderNumber);
      if (problem) return { kind: 'unmatched', reason: problem, identity: true };
    }
    const stateProblem = statusProblem(order, ORDER_STATUS_LABELS[order.status] ?? order.status);
    if (stateProblem) return { kind: 'unmatched', reason: stateProblem };
    const analytes = await analytesForItems(tx, order.id);
    const current = (await latestResults(tx, order.id)).map(({ result }) => ({
      orderItemId: result.orderItemId,
      analyteId: result.analyteId,
      value: result.valueNumeric ?? result.valueText ?? '',
    }));
    return mapObservations(message, order, analytes, current);
  }

  /** The pipeline's own refusals (impossible values, a concurrent change) become the message's outcome. */
  async function attempt(run: () => Promise<Uploaded>): Promise<({ ok: true } & Uploaded) | Unmatched | Rejected> {
    try {
      return { ok: true, ...(await run()) };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      if (error.statusCode === 409) return { kind: 'unmatched', reason: error.detail };
      const problems = error.issues?.length ? error.issues.map((i) => i.message) : [error.detail];
      return { kind: 'rejected', errors: problems.map((message) => ({ code: HL7_ERRORS.dataType, location: { segment: 'OBX', field: 5 }, message })) };
    }
  }

  /** The work of `receive`: parse, recognise a re-send, match, record, acknowledge. */
  async function handle(caller: LabCaller, raw: string, requestId: string): Promise<string> {
    const id = randomUUID();
    const receivedAt = new Date();
    let message: OruMessage | null = null;
    let unreadable: string | null = null;
    try {
      message = readOru(raw);
    } catch (error) {
      if (!(error instanceof Hl7ParseError)) throw error;
      unreadable = error.message;
    }

    if (!message || !message.header.controlId) {
      // Nothing to recognise a re-send by: kept under a generated key, rejected.
      const reason = unreadable ?? 'MSH-10 (message control id) is required.';
      const ack = record('AR', reason, [{ code: unreadable ? HL7_ERRORS.segmentSequence : HL7_ERRORS.requiredFieldMissing, location: { segment: 'MSH', ...(unreadable ? {} : { field: 10 }) }, message: reason }], id, receivedAt);
      await db.transaction(async (tx) => {
        await insertInbound(tx, {
          id,
          labId: caller.labId,
          controlId: `unidentified-${id}`,
          messageType: message ? `${message.header.messageCode}^${message.header.triggerEvent}` : 'unreadable',
          raw,
          parsed: { message, ack } satisfies Stored,
          status: 'rejected',
          reason,
          receivedAt,
        });
        await audit(tx, { actor: null, action: 'create', resourceType: 'inbound_lab_message', resourceId: id, outcome: 'allowed', requestId });
      });
      return buildAck(addressOf(message), ack);
    }

    const oru = message;
    const ack = await db.transaction(async (tx) => {
      const controlId = oru.header.controlId;
      await lockControlId(tx, caller.labId, controlId);
      const existing = await inboundByControlId(tx, caller.labId, controlId);
      if (existing) {
        const stored = existing.parsed as Stored;
        if (body(existing.raw) === body(raw)) return buildAck(addressOf(stored.message), stored.ack);
        const reason = `Message control id ${controlId} was already used for a different message; send each message with its own MSH-10.`;
        const ack = record('AE', reason, [{ code: HL7_ERRORS.duplicateKey, location: { segment: 'MSH', field: 10 }, message: reason }], id, receivedAt);
        await insertInbound(tx, { id, labId: caller.labId, controlId: `${controlId}#${id.slice(0, 8)}`, messageType: 'ORU^R01', raw, parsed: { message: oru, ack } satisfies Stored, status: 'rejected', reason, receivedAt });
        return buildAck(addressOf(oru), ack);
      }

      const keep = async (status: 'accepted' | 'unmatched' | 'rejected', ack: AckRecord, reason: string | null, order: LabOrder | null, actor: Principal | null) => {
        await insertInbound(tx, {
          id,
          labId: caller.labId,
          controlId,
          messageType: `${oru.header.messageCode}^${oru.header.triggerEvent}`,
          raw,
          parsed: { message: oru, ack } satisfies Stored,
          status,
          reason,
          orderId: order?.id ?? null,
          receivedAt,
        });
        await audit(tx, { actor, action: 'create', resourceType: 'inbound_lab_message', resourceId: id, patientId: order?.patientId ?? null, outcome: 'allowed', requestId });
        return buildAck(addressOf(oru), ack);
      };

      const problem = checkMessage(oru);
      if (problem) {
        const reason = problem.errors.map((e) => e.message).join(' ');
        return keep('rejected', record(problem.code, reason, problem.errors, id, receivedAt), reason, null, null);
      }
      const unmatched = (reason: string, order: LabOrder | null = null) =>
        keep('unmatched', record('AA', `Received and held for the laboratory: ${reason}`, [], id, receivedAt), reason, order, null);

      const placer = placerOrderNumber(oru);
      if (!placer) return unmatched('The message names no placer order number (OBR-2 or ORC-2).');
      const order = await orderOfLabByNumber(tx, caller.labId, placer);
      if (!order) return unmatched(`No order ${placer} is routed to this laboratory.`);

      const lab = await findLab(tx, caller.labId);
      const principal: Principal = {
        userId: await interfaceAccount(tx, lab!),
        role: 'lab_technician',
        status: 'active',
        requestedRole: null,
        email: '',
        labId: caller.labId,
      };
      const matched = await match(tx, oru, order, false);
      if (matched.kind === 'unmatched') return unmatched(matched.reason, matched.identity ? null : order);
      if (matched.kind === 'rejected') {
        const reason = matched.errors.map((e) => e.message).join(' ');
        return keep('rejected', record('AE', reason, matched.errors, id, receivedAt), reason, order, principal);
      }
      const outcome = await attempt(() => runPipeline(tx, principal, requestId, order.id, matched));
      if ('kind' in outcome) {
        if (outcome.kind === 'unmatched') return unmatched(outcome.reason, order);
        const reason = outcome.errors.map((e) => e.message).join(' ');
        return keep('rejected', record('AE', reason, outcome.errors, id, receivedAt), reason, order, principal);
      }
      const text = outcome.version === 1 ? `Results recorded for ${order.orderNumber}.` : `Correction recorded for ${order.orderNumber} as version ${outcome.version}.`;
      return keep('accepted', record('AA', text, [], id, receivedAt), null, order, principal);
    });
    return ack;
  }

  /**
   * After an internal failure: keeps the message as rejected under a derived control id (so sending
   * it again with the same MSH-10 is processed afresh) and answers AR with ERR 207. When even that
   * cannot be stored (the database is down), the lab still gets the AR and its system sends again.
   */
  async function keepFailed(caller: LabCaller, raw: string, requestId: string, onInternalError: (error: unknown) => void): Promise<string> {
    const id = randomUUID();
    const receivedAt = new Date();
    let message: OruMessage | null = null;
    try {
      message = readOru(raw);
    } catch {
      // Unreadable messages are answered before anything can fail; keep it unparsed all the same.
    }
    const reason = INTERNAL_ERROR;
    const ack = record('AR', reason, [{ code: HL7_ERRORS.internal, message: reason }], id, receivedAt);
    try {
      await db.transaction(async (tx) => {
        await insertInbound(tx, {
          id,
          labId: caller.labId,
          controlId: `${message?.header.controlId || 'unidentified'}#failed-${id.slice(0, 8)}`,
          messageType: message ? `${message.header.messageCode}^${message.header.triggerEvent}` : 'unreadable',
          raw,
          parsed: { message, ack } satisfies Stored,
          status: 'rejected',
          reason,
          receivedAt,
        });
        await audit(tx, { actor: null, action: 'create', resourceType: 'inbound_lab_message', resourceId: id, outcome: 'error', requestId });
      });
    } catch (error) {
      onInternalError(error);
    }
    return buildAck(addressOf(message), ack);
  }

  return {
    /** HTTP Basic with a lab's key id and secret; unknown, wrong and revoked all answer the same 401. */
    async authenticate(header: string | undefined): Promise<LabCaller> {
      const given = basicCredentials(header);
      if (!given) throw unauthorizedLab();
      const hasher = await secretHasher();
      const row = await credentialByKeyId(db, given.keyId);
      const matches = row ? await hasher.verify(given.secret, row.secretHash) : hasher.decoy(given.secret);
      if (!row || !matches || row.revokedAt) throw unauthorizedLab();
      // A key issued when secrets were stored as scrypt hashes moves to the HMAC form on first use.
      await touchCredential(db, row.id, hasher.isCurrent(row.secretHash) ? undefined : hasher.hash(given.secret));
      return { credentialId: row.id, labId: row.labId };
    },

    /**
     * Receives one message and returns the acknowledgement to send back. Whatever goes wrong inside
     * Labwise, the lab gets an acknowledgement (AR: send again later), never an HTTP error, and the
     * message is kept; `onInternalError` hears about the failure (for the log).
     */
    async receive(caller: LabCaller, raw: string, requestId: string, onInternalError: (error: unknown) => void = () => undefined): Promise<string> {
      try {
        return await handle(caller, raw, requestId);
      } catch (error) {
        onInternalError(error);
        return keepFailed(caller, raw, requestId, onInternalError);
      }
    },

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
        const outcome = await attempt(() => runPipeline(tx, ctx.principal, ctx.requestId, order.id, matched));
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

    async listCredentials(labId: string): Promise<InterfaceCredential[]> {
      if (!(await findLab(db, labId))) throw notFound();
      return (await credentialsOfLab(db, labId)).map(toCredential);
    },

    /** A new key for the lab; the secret is returned once and only its hash is kept. */
    async issueCredential(ctx: Ctx, labId: string): Promise<IssuedInterfaceCredential> {
      if (!(await findLab(db, labId))) throw notFound();
      const keyId = newKeyId();
      const secret = newSecret();
      const secretHash = (await secretHasher()).hash(secret);
      return db.transaction(async (tx) => {
        const row = await insertCredential(tx, { labId, keyId, secretHash, createdBy: ctx.principal.userId });
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'lab_interface_credential', resourceId: row.id, outcome: 'allowed', requestId: ctx.requestId });
        return { id: row.id, keyId, secret };
      });
    },

    async revokeCredential(ctx: Ctx, labId: string, credentialId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const existing = await credentialOfLab(tx, labId, credentialId);
        if (!existing) throw notFound();
        if (existing.revokedAt) throw conflict(LAB_INTERFACE_MESSAGES.credentialRevoked);
        await revokeCredential(tx, labId, credentialId);
        await audit(tx, { actor: ctx.principal, action: 'delete', resourceType: 'lab_interface_credential', resourceId: credentialId, outcome: 'allowed', requestId: ctx.requestId });
      });
    },
  };
}

export type LabInterfaceService = ReturnType<typeof createLabInterfaceService>;
