import { DOCTOR_MESSAGES, type Consultation, type ConsultationStatus } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { patientOfUserId } from '../patients/repository';
import { decide, insertConsultation, listConsultations, notify, sessionOf, type ConsultationFilter, type ConsultationRow } from './repository';

type Ctx = { principal: Principal; requestId: string };

const NOT_FOUND = 'This consultation request was not found.';

function toConsultation(row: ConsultationRow): Consultation {
  const r = row.request;
  return {
    id: r.id,
    patientId: r.patientId,
    patientName: row.patientName,
    doctorId: r.doctorId,
    doctorName: row.doctorName ?? row.doctorEmail,
    sessionId: r.sessionId,
    note: r.note,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionNote: r.decisionNote,
  };
}

/**
 * Consultation requests from the AI page: a patient asks their primary doctor, who accepts or
 * declines. Each side is told through a notification (delivered live by the notifications stream).
 * Notifications name the people only; the note stays behind the request's own scoped read.
 */
export function createConsultationsService(db: Database) {
  return {
    async create(ctx: Ctx, input: { session_id?: string | undefined; note?: string | undefined }): Promise<Consultation> {
      return db.transaction(async (tx) => {
        const record = await patientOfUserId(tx, ctx.principal.userId);
        if (!record?.primaryDoctorId) throw conflict(DOCTOR_MESSAGES.noDoctor);
        if (input.session_id && !(await sessionOf(tx, input.session_id, record.id, ctx.principal.userId))) {
          throw badRequest('This questionnaire session was not found among yours.');
        }
        const row = await insertConsultation(tx, {
          patientId: record.id,
          doctorId: record.primaryDoctorId,
          sessionId: input.session_id ?? null,
          note: input.note?.trim() || null,
        });
        await notify(tx, {
          userId: record.primaryDoctorId,
          kind: 'consultation_requested',
          title: `Consultation requested by ${record.fullName}`,
          body: 'Open your dashboard to accept or decline.',
          link: '/dashboard',
        });
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'consultation_request', resourceId: row.id, patientId: record.id, outcome: 'allowed', requestId: ctx.requestId });
        const [full] = await listConsultations(tx, { id: row.id }, 1);
        return toConsultation(full!);
      });
    },

    async list(ctx: Ctx, status: ConsultationStatus | undefined, limit: number): Promise<Consultation[]> {
      return db.transaction(async (tx) => {
        let scope: ConsultationFilter;
        if (ctx.principal.role === 'doctor') scope = { doctorId: ctx.principal.userId };
        else {
          const record = await patientOfUserId(tx, ctx.principal.userId);
          if (!record) return [];
          scope = { patientId: record.id };
        }
        const rows = await listConsultations(tx, status ? { ...scope, status } : scope, limit);
        await audit(tx, { actor: ctx.principal, action: 'read', resourceType: 'consultation_request_list', outcome: 'allowed', requestId: ctx.requestId });
        return rows.map(toConsultation);
      });
    },

    async decide(ctx: Ctx, id: string, status: 'accepted' | 'declined', note: string | undefined): Promise<Consultation> {
      return db.transaction(async (tx) => {
        const [existing] = await listConsultations(tx, { id, doctorId: ctx.principal.userId }, 1);
        // Another doctor's request looks exactly like a missing one.
        if (!existing) throw notFound(NOT_FOUND);
        if (existing.request.status !== 'pending') throw conflict(DOCTOR_MESSAGES.consultationDecided);
        const updated = await decide(tx, id, ctx.principal.userId, status, note?.trim() || null);
        if (!updated.length) throw conflict(DOCTOR_MESSAGES.consultationDecided);
        const doctorName = existing.doctorName ?? existing.doctorEmail;
        if (existing.patientUserId) {
          await notify(tx, {
            userId: existing.patientUserId,
            kind: 'consultation_decided',
            title: status === 'accepted' ? `${doctorName} accepted your consultation request` : `${doctorName} declined your consultation request`,
            body: status === 'accepted' ? 'Your doctor will be in touch to arrange it.' : 'You can book a consultation with any clinic instead.',
            link: '/dashboard',
          });
        }
        await audit(tx, { actor: ctx.principal, action: 'transition', resourceType: 'consultation_request', resourceId: id, patientId: existing.request.patientId, outcome: 'allowed', requestId: ctx.requestId });
        const [full] = await listConsultations(tx, { id }, 1);
        return toConsultation(full!);
      });
    },
  };
}

export type ConsultationsService = ReturnType<typeof createConsultationsService>;
