import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { DOCTOR_MESSAGES, type Invite, type InviteAccepted, type InviteChannel, type InviteDelivery, type InviteDeclined, type InvitePreview } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { canReachPatient } from '../../auth/scopes';
import type { Database, Executor } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import type { Mailer, MailMessage } from '../../platform/mail';
import { SmsDeliveryError, type SmsSender } from '../../platform/sms';
import { html } from '../../identity/html';
import { findPatientById, patientOfUserId, type PatientRow } from '../patients/repository';
import { expireOpenInvites, foldPlaceholderInto, insertInvite, inviteByHash, linkRecordToAccount, recordHasData, updateInvite, userName } from './repository';

type Ctx = { principal: Principal; requestId: string };

export const INVITE_LIFETIME_MS = 14 * 86_400_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const gone = (detail: string) => new AppError(410, 'Gone', detail);
const undelivered = (detail: string) => new AppError(502, 'Bad Gateway', detail);

export const INVITE_DELIVERY_MESSAGES = {
  mail: 'The e-mail could not be sent right now. Try again in a moment, or use SMS Link or QR Code.',
  sms: 'The text message could not be sent right now. Try again in a moment, or use Email Link or QR Code.',
} as const;

export type InviteDeps = { mailer: Mailer; sms: SmsSender; publicUrl: string };

/**
 * Creates one invitation for a patient of the calling doctor and enqueues its mail or text in the
 * caller's transaction: the message exists exactly when the invitation does. Earlier open links for the same patient stop
 * working (a resend replaces them), so only the newest link is live.
 */
export async function issueInvite(tx: Executor, deps: InviteDeps, ctx: Ctx, patient: PatientRow, channel: InviteChannel): Promise<Invite> {
  if (patient.userId) throw conflict(DOCTOR_MESSAGES.alreadyLinked);
  if (channel === 'email' && !patient.email) throw badRequest(DOCTOR_MESSAGES.noEmail);
  if (channel === 'sms' && !patient.phone) throw badRequest(DOCTOR_MESSAGES.noPhone);

  const now = new Date();
  await expireOpenInvites(tx, patient.id, now);
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.publicUrl}/invite/${token}`;
  const invite = await insertInvite(tx, {
    patientId: patient.id,
    doctorId: ctx.principal.userId,
    channel,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
  });
  const doctorName = (await userName(tx, ctx.principal.userId)) ?? 'Your doctor';
  let sentTo: string | null = null;
  let qrPngDataUrl: string | null = null;
  let delivery: InviteDelivery = 'queued';
  if (channel === 'email' && patient.email) {
    // Enqueued in this transaction (ADR 0032): the worker sends it after commit and retries if the relay is down.
    await deps.mailer.send(inviteMail(patient.email, patient.fullName, doctorName, link), tx);
    sentTo = patient.email;
  } else if (channel === 'sms' && patient.phone) {
    try {
      await deps.sms.send(tx, { to: patient.phone, kind: 'patient_invite', body: `${doctorName} invites you to Labwise: ${link} (valid 14 days)` });
    } catch (error) {
      if (error instanceof SmsDeliveryError) throw undelivered(INVITE_DELIVERY_MESSAGES.sms);
      throw error;
    }
    sentTo = patient.phone;
    // Kept in the outbox either way; without a gateway nobody receives it, so the doctor is told.
    if (!deps.sms.configured) delivery = 'not_configured';
  } else {
    delivery = 'shown';
    qrPngDataUrl = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  }
  await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'patient_invite', resourceId: invite.id, patientId: patient.id, outcome: 'allowed', requestId: ctx.requestId });
  // An e-mailed link stays in the mailbox: signing up through it proves the address, so the doctor
  // (who chose the address) must not hold it — or they could open a verified account in anyone's name.
  return { id: invite.id, channel, link: channel === 'email' ? null : link, expiresAt: invite.expiresAt.toISOString(), sentTo, qrPngDataUrl, delivery };
}

function inviteMail(to: string, patientName: string, doctorName: string, link: string): MailMessage {
  const lines = [
    `Hello ${patientName},`,
    `${doctorName} invites you to Labwise, where you can answer a short health questionnaire before your tests.`,
    'The link works for 14 days and only once.',
  ];
  const text = [...lines, '', `Accept the invitation: ${link}`, '', '— Labwise'].join('\n');
  const body = html`<div style="font-family:system-ui,sans-serif;max-width:32rem">
    ${lines.map((line) => html`<p>${line}</p>`)}
    <p><a href="${link}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Accept the invitation</a></p>
    <p style="color:#475569;font-size:13px">If the button does not work, open this address: ${link}</p>
    <p>— Labwise</p>
  </div>`;
  return { to, kind: 'patient_invite', subject: `${doctorName} invites you to Labwise`, text, html: body.value };
}

/**
 * Doctors' invitations: a one-time link (14 days; only its hash is stored) sent by e-mail, by SMS
 * or shown as a QR code, that lets the person sign up and be linked to the doctor's record.
 */
export function createInvitesService(db: Database, deps: InviteDeps) {
  return {
    async create(ctx: Ctx, patientId: string, channel: InviteChannel): Promise<Invite> {
      return db.transaction(async (tx) => {
        const patient = await findPatientById(tx, patientId);
        // Someone else's patient looks exactly like a missing one.
        if (ctx.principal.role !== 'doctor' || !canReachPatient(ctx.principal, patient)) throw notFound('This patient was not found.');
        return issueInvite(tx, deps, ctx, patient, channel);
      });
    },

    /**
     * For the sign-up page: the address an open e-mail invitation was sent to. Signing up with that
     * address from the mailed link proves the address, as the verification mail would.
     */
    async invitedEmail(token: string): Promise<string | null> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
      const found = await inviteByHash(db, hashToken(token));
      if (!found || found.invite.channel !== 'email' || found.invite.acceptedAt || found.invite.expiresAt.getTime() <= Date.now()) return null;
      const patient = await findPatientById(db, found.invite.patientId);
      return patient && !patient.userId && patient.email ? patient.email.toLowerCase() : null;
    },

    /** What the public invite page may show: who invites, and whether the link still works. */
    async preview(token: string): Promise<InvitePreview> {
      const found = await inviteByHash(db, hashToken(token));
      if (!found) throw notFound(DOCTOR_MESSAGES.inviteNotFound);
      const state = found.invite.acceptedAt ? 'used' : found.invite.expiresAt.getTime() <= Date.now() ? 'expired' : 'valid';
      return { doctorName: found.doctorName ?? 'Your doctor', state };
    },

    /**
     * The invited person, signed in on their own screen, says no. The link is spent (it cannot be
     * accepted later, by them or by whoever else holds it) and nothing is linked to the doctor.
     */
    async decline(ctx: Ctx, token: string): Promise<InviteDeclined> {
      return db.transaction(async (tx) => {
        const found = await inviteByHash(tx, hashToken(token));
        if (!found) throw notFound(DOCTOR_MESSAGES.inviteNotFound);
        const { invite } = found;
        const doctorName = found.doctorName ?? 'Your doctor';
        if (invite.acceptedAt) throw conflict(DOCTOR_MESSAGES.inviteUsed);
        if (invite.declinedAt) return { declined: true as const, doctorName };
        if (invite.expiresAt.getTime() <= Date.now()) throw gone(DOCTOR_MESSAGES.inviteExpired);
        const now = new Date();
        await updateInvite(tx, invite.id, { declinedAt: now, expiresAt: now });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'patient_invite', resourceId: invite.id, patientId: invite.patientId, outcome: 'allowed', requestId: ctx.requestId });
        return { declined: true as const, doctorName };
      });
    },

    /** Consent: the invited person accepts the doctor on their own signed-in screen (never automatically). */
    async accept(ctx: Ctx, token: string): Promise<InviteAccepted> {
      return db.transaction(async (tx) => {
        const found = await inviteByHash(tx, hashToken(token));
        if (!found) throw notFound(DOCTOR_MESSAGES.inviteNotFound);
        const { invite } = found;
        const doctorName = found.doctorName ?? 'Your doctor';
        if (invite.acceptedAt) {
          if (invite.acceptedBy === ctx.principal.userId) return { patientId: invite.patientId, doctorName };
          throw conflict(DOCTOR_MESSAGES.inviteUsed);
        }
        if (invite.expiresAt.getTime() <= Date.now()) throw gone(DOCTOR_MESSAGES.inviteExpired);
        const record = await findPatientById(tx, invite.patientId);
        if (!record) throw notFound(DOCTOR_MESSAGES.inviteNotFound);
        if (record.userId && record.userId !== ctx.principal.userId) throw conflict(DOCTOR_MESSAGES.inviteOtherAccount);

        let patientId = record.id;
        if (!record.userId) {
          const own = await patientOfUserId(tx, ctx.principal.userId);
          if (own) {
            // The person already has a record: it joins the doctor's list, and the doctor's empty
            // placeholder (with what the doctor typed in) folds into it.
            if (await recordHasData(tx, record.id)) throw conflict(DOCTOR_MESSAGES.inviteHasRecord);
            await foldPlaceholderInto(tx, record, own, invite.doctorId);
            patientId = own.id;
          } else {
            const linked = await linkRecordToAccount(tx, record.id, ctx.principal.userId, record.email ?? ctx.principal.email);
            if (!linked) throw conflict(DOCTOR_MESSAGES.inviteOtherAccount);
          }
        }
        await updateInvite(tx, invite.id, { acceptedAt: new Date(), acceptedBy: ctx.principal.userId });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'patient_invite', resourceId: invite.id, patientId, outcome: 'allowed', requestId: ctx.requestId });
        return { patientId, doctorName };
      });
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
