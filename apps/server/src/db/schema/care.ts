import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ConsultationStatus, InviteChannel } from '@labwise/domain';
import { at, createdAt, deliveryRecord, id, oneOf, optionalRef, parentRef } from './helpers';
import { patients } from './patients';
import { questionnaireSessions } from './questionnaires';
import { users } from './users';

export const INVITE_CHANNELS = ['email', 'sms', 'qr'] as const;

/**
 * A doctor's invitation for a patient record to be claimed: the link (sent by mail, SMS or shown as
 * a QR code) lets the person sign up already linked to the doctor and land on the questionnaire.
 * Only a hash of the token is stored.
 */
export const patientInvites = pgTable(
  'patient_invites',
  {
    id: id(),
    patientId: parentRef(() => patients.id),
    doctorId: parentRef(() => users.id),
    channel: text().$type<InviteChannel>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: createdAt(),
    acceptedAt: at(),
    acceptedBy: optionalRef(() => users.id),
    /** The invited person said no on their own signed-in screen; the link is spent. */
    declinedAt: at(),
  },
  (t) => [
    uniqueIndex('patient_invites_token_key').on(t.tokenHash),
    index('patient_invites_patient_idx').on(t.patientId, t.createdAt.desc()),
    oneOf('patient_invites_channel_check', t.channel, INVITE_CHANNELS),
  ],
);

export const CONSULTATION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** A patient's request, from the AI questionnaire, to be seen by their doctor. */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: id(),
    patientId: parentRef(() => patients.id),
    doctorId: parentRef(() => users.id),
    sessionId: optionalRef(() => questionnaireSessions.id),
    note: text(),
    status: text().$type<ConsultationStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: at(),
    decisionNote: text(),
  },
  (t) => [
    index('consultation_requests_doctor_idx').on(t.doctorId, t.status, t.createdAt.desc()),
    index('consultation_requests_patient_idx').on(t.patientId, t.createdAt.desc()),
    oneOf('consultation_requests_status_check', t.status, CONSULTATION_STATUSES),
  ],
);

/** Every SMS handed to the pluggable SMS sender (the outbox is the default sender). Bodies with links are not kept. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    toNumber: text().notNull(),
    kind: text().notNull(),
    ...deliveryRecord(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt.desc())],
);
