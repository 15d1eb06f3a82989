import { z } from 'zod';
import { DOCTOR_MESSAGES, INVITE_CHANNEL_VALUES } from './doctor-schemas';
import { phoneNumber } from './phone';

// Its own module: the phone rule brings libphonenumber's metadata, which only the New Patient
// form and the server need, not every screen that shows a doctor's patients or invitations.

// The message asks for the country code, so a number without a + is read as starting with it.
const phoneSchema = phoneNumber(DOCTOR_MESSAGES.phone);

/**
 * The New Patient dialog (brief §2): who the patient is and, optionally, how to send them the
 * questionnaire link. The chosen channel needs its contact detail.
 */
export const createPatientRequest = z
  .strictObject({
    fullName: z.string({ error: DOCTOR_MESSAGES.fullName }).trim().min(1, DOCTOR_MESSAGES.fullName).max(200, 'Keep the name under 200 characters.'),
    age: z.number({ error: DOCTOR_MESSAGES.age }).int(DOCTOR_MESSAGES.age).min(0, DOCTOR_MESSAGES.age).max(120, DOCTOR_MESSAGES.age).optional(),
    email: z.email({ error: DOCTOR_MESSAGES.email }).max(254, DOCTOR_MESSAGES.email).optional(),
    phone: phoneSchema.optional(),
    /** Send Questionnaire by: the invitation is created with the patient, in the same step. */
    sendBy: z.enum(INVITE_CHANNEL_VALUES, { error: DOCTOR_MESSAGES.sendBy }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.sendBy === 'email' && !body.email) ctx.addIssue({ code: 'custom', path: ['email'], message: DOCTOR_MESSAGES.emailForLink });
    if (body.sendBy === 'sms' && !body.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: DOCTOR_MESSAGES.phoneForLink });
  });
export type CreatePatientRequest = z.input<typeof createPatientRequest>;
