import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, optionalRef, parentRef } from './helpers';
import { labs } from './labs';
import { orders } from './orders';
import { users } from './users';

/**
 * A partner lab's credential for the HL7 v2 interface: each lab authenticates with its own key.
 * Only a hash of the secret is stored; the secret is shown once when an administrator issues it.
 */
export const labInterfaceCredentials = pgTable(
  'lab_interface_credentials',
  {
    id: id(),
    labId: parentRef(() => labs.id),
    /** Public key id sent by the lab (e.g. in Basic auth's user part). */
    keyId: text().notNull(),
    secretHash: text().notNull(),
    createdBy: optionalRef(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: at(),
    revokedAt: at(),
  },
  (t) => [
    uniqueIndex('lab_interface_credentials_key_id_key').on(t.keyId),
    index('lab_interface_credentials_lab_idx').on(t.labId),
  ],
);

export const INBOUND_MESSAGE_STATUSES = [
  'accepted',
  'unmatched',
  'resolved',
  'rejected',
  'discarded',
] as const;

/**
 * Every HL7 v2 message a lab delivered, kept whatever its fate: accepted into the results pipeline,
 * unmatched (unknown order or patient) awaiting the lab's resolution, or rejected with a reason.
 * The raw message is health data: it is never logged and every read is audited.
 */
export const inboundLabMessages = pgTable(
  'inbound_lab_messages',
  {
    id: id(),
    labId: parentRef(() => labs.id),
    /** MSH-10: the sender's message control id; a re-sent message is recognised by it. */
    controlId: text().notNull(),
    messageType: text().notNull(),
    raw: text().notNull(),
    /** The parsed ORU^R01: placer/filler order numbers, patient identifiers, observations. */
    parsed: jsonb(),
    status: text().notNull(),
    reason: text(),
    orderId: optionalRef(() => orders.id),
    receivedAt: createdAt(),
    resolvedBy: optionalRef(() => users.id),
    resolvedAt: at(),
  },
  (t) => [
    uniqueIndex('inbound_lab_messages_lab_control_key').on(t.labId, t.controlId),
    index('inbound_lab_messages_lab_status_idx').on(t.labId, t.status, t.receivedAt.desc()),
    oneOf('inbound_lab_messages_status_check', t.status, INBOUND_MESSAGE_STATUSES),
  ],
);
