import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { audit } from '../../platform/audit';
import { buildAck, HL7_ERRORS, type AckAddress, type AckError, type AckRecord } from './hl7/ack';
import { Hl7ParseError } from './hl7/er7';
import { readOru, type OruMessage } from './hl7/oru';
import { attempt, match, runPipeline, type LabCaller, type MailDeps, type Stored } from './inbound';
import { checkMessage, placerOrderNumber } from './matching';
import { findLab, inboundByControlId, insertInbound, interfaceAccount, lockControlId, orderOfLabByNumber, type LabOrder } from './repository';

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

/**
 * Receiving: partner labs deliver ORU^R01 results with their own credential; each message is kept
 * (accepted, unmatched or rejected) and acknowledged; matched results go through the results
 * pipeline the technicians' Upload Results uses; unmatched ones wait for the lab.
 */
type Rejected = {
  id: string;
  caller: LabCaller;
  controlId: string;
  message: OruMessage | null;
  raw: string;
  ack: AckRecord;
  reason: string;
  receivedAt: Date;
  requestId: string;
  /** 'allowed': refused as the lab sent it; 'error': kept after Labwise failed to process it. */
  outcome: 'allowed' | 'error';
};

/** Keeps a message that will not be processed, rejected with its reason and the AR sent back, and audits it. */
async function storeRejected(tx: Executor, r: Rejected): Promise<void> {
  await insertInbound(tx, {
    id: r.id,
    labId: r.caller.labId,
    controlId: r.controlId,
    messageType: r.message ? `${r.message.header.messageCode}^${r.message.header.triggerEvent}` : 'unreadable',
    raw: r.raw,
    parsed: { message: r.message, ack: r.ack } satisfies Stored,
    status: 'rejected',
    reason: r.reason,
    receivedAt: r.receivedAt,
  });
  await audit(tx, { actor: null, action: 'create', resourceType: 'inbound_lab_message', resourceId: r.id, outcome: r.outcome, requestId: r.requestId });
}

export function createReceiveService(db: Database, mail: MailDeps) {
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
      await db.transaction((tx) => storeRejected(tx, { id, caller, controlId: `unidentified-${id}`, message, raw, ack, reason, receivedAt, requestId, outcome: 'allowed' }));
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
      const outcome = await attempt(() => runPipeline(tx, mail, principal, requestId, order.id, matched));
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
      const controlId = `${message?.header.controlId || 'unidentified'}#failed-${id.slice(0, 8)}`;
      await db.transaction((tx) => storeRejected(tx, { id, caller, controlId, message, raw, ack, reason, receivedAt, requestId, outcome: 'error' }));
    } catch (error) {
      onInternalError(error);
    }
    return buildAck(addressOf(message), ack);
  }

  return {
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
  };
}
