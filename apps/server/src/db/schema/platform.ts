import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '@labwise/domain';
import { at, createdAt, deliveryRecord, id, oneOf, optionalRef, parentRef } from './helpers';
import { users } from './users';

export const NOTIFICATION_KINDS = [
  'order_created',
  'order_status_changed',
  'sample_collected',
  'results_ready',
  'results_released',
  'critical_result',
  'role_requested',
  'role_approved',
  'questionnaire_completed',
  'consultation_requested',
  'consultation_decided',
] as const;

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: parentRef(() => users.id),
    kind: text().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    link: text(),
    readAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.readAt, t.createdAt.desc()),
    oneOf('notifications_kind_check', t.kind, NOTIFICATION_KINDS),
  ],
);

export const AUDIT_OUTCOMES = ['allowed', 'denied', 'error'] as const;

/**
 * Append-only audit trail (a trigger rejects UPDATE, DELETE and TRUNCATE). It names who did what
 * to which resource and patient — never the health data itself. No foreign keys, so the trail
 * outlives what it describes.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    actorUserId: uuid(),
    actorRole: text().$type<Role>(),
    action: text().notNull(),
    resourceType: text().notNull(),
    resourceId: text(),
    patientId: uuid(),
    outcome: text().notNull(),
    requestId: text(),
    ip: text(),
  },
  (t) => [
    index('audit_events_patient_idx').on(t.patientId, t.at.desc()),
    index('audit_events_actor_idx').on(t.actorUserId, t.at.desc()),
    index('audit_events_at_idx').on(t.at.desc()),
    oneOf('audit_events_outcome_check', t.outcome, AUDIT_OUTCOMES),
    oneOf('audit_events_role_check', t.actorRole, ROLES),
  ],
);

/** Administrator settings (key → JSON value). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: optionalRef(() => users.id),
  updatedAt: createdAt(),
});

/** Idempotency-Key records: the first answer is replayed for a repeated request. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: parentRef(() => users.id),
    key: text().notNull(),
    requestHash: text().notNull(),
    status: text().notNull().default('in_flight'),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    oneOf('idempotency_keys_status_check', t.status, ['in_flight', 'completed']),
  ],
);

/** A record of every mail sent (addresses and subjects; bodies with links are not kept). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    kind: text().notNull(),
    ...deliveryRecord(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc())],
);
