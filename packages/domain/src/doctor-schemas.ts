import { z } from 'zod';
import { patientSummarySchema } from './patient-schemas';
import { CONSENT_VERSION } from './patient-overview-schemas';
import { vocabulary } from './vocabulary';

/** Messages the doctor's and the invited patient's screens show verbatim. */
export const DOCTOR_MESSAGES = {
  fullName: 'Enter the patient’s full name.',
  age: 'Age must be a whole number from 0 to 120.',
  email: 'Enter a valid e-mail address, like name@example.com.',
  phone: 'Enter the phone number with its country code, like +44 7700 900123.',
  duplicateEmail: 'A patient with this e-mail is already in your list.',
  noEmail: 'This patient has no e-mail address. Send the link by SMS or show the QR code instead.',
  noPhone: 'This patient has no phone number. Send the link by e-mail or show the QR code instead.',
  alreadyLinked: 'This patient already has a Labwise account linked to your list.',
  inviteExpired: 'This invitation has expired. Ask your doctor to send a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteOtherAccount: 'This invitation belongs to another Labwise account.',
  inviteNotFound: 'This invitation link is not valid. Check that you opened the whole link.',
  inviteHasRecord:
    'Your account already has health records of its own. Ask your doctor to contact support so the two records can be joined.',
  noDoctor: 'You have no doctor on Labwise yet. Ask your doctor to invite you, or book a consultation with any clinic.',
  consultationDecided: 'This consultation request has already been answered.',
  noPatientRecord: 'Complete a health assessment first, so your doctor has something to review.',
  emailForLink: 'Enter an e-mail address to send the Email Link, or choose SMS Link or QR Code.',
  phoneForLink: 'Enter a phone number to send the SMS Link, or choose Email Link or QR Code.',
  sendBy: 'Choose Email Link, SMS Link or QR Code.',
} as const;

/** A patient's record as their doctor opens it. */
export const patientDetailSchema = patientSummarySchema.extend({
  createdAt: z.string(),
  orderCount: z.number().int(),
  sessionCount: z.number().int(),
});
export type PatientDetail = z.infer<typeof patientDetailSchema>;

const INVITE_CHANNEL_VOCABULARY = vocabulary({
  email: 'Email Link',
  sms: 'SMS Link',
  qr: 'QR Code',
});
export const INVITE_CHANNEL_VALUES = INVITE_CHANNEL_VOCABULARY.values;
export type InviteChannel = (typeof INVITE_CHANNEL_VALUES)[number];
export const INVITE_CHANNEL_LABELS = INVITE_CHANNEL_VOCABULARY.labels;

export const createInviteRequest = z.strictObject({
  channel: z.enum(INVITE_CHANNEL_VALUES, { error: 'Choose Email Link, SMS Link or QR Code.' }),
});

export const INVITE_DELIVERY_VALUES = ['queued', 'not_configured', 'shown'] as const;
export type InviteDelivery = (typeof INVITE_DELIVERY_VALUES)[number];

export const inviteSchema = z.object({
  id: z.uuid(),
  channel: z.enum(INVITE_CHANNEL_VALUES),
  /**
   * The link for the doctor to share (SMS and QR channels); only its hash is stored. Null for the
   * e-mail channel: that link goes to the mailbox only, since signing up through it proves the
   * address — the doctor never sees it.
   */
  link: z.string().nullable(),
  expiresAt: z.string(),
  /** Where the link went (e-mail or phone number) for the e-mail and SMS channels. */
  sentTo: z.string().nullable(),
  /** A PNG of the QR code as a data URL (QR channel only). */
  qrPngDataUrl: z.string().nullable(),
  /**
   * What became of the message: `queued` for a mail or a text a transport will deliver,
   * `not_configured` for a text kept in the outbox because no SMS gateway is set up (the doctor
   * shares the link themselves), `shown` for a QR code.
   */
  delivery: z.enum(INVITE_DELIVERY_VALUES),
});
export type Invite = z.infer<typeof inviteSchema>;

/** POST /api/v1/patients answers the new patient and, when a channel was chosen, the invitation. */
export const patientCreatedSchema = patientSummarySchema.extend({ invite: inviteSchema.nullable() });
export type PatientCreated = z.infer<typeof patientCreatedSchema>;

export const inviteTokenParams = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, DOCTOR_MESSAGES.inviteNotFound),
});

export const INVITE_STATES = ['valid', 'expired', 'used'] as const;
export const invitePreviewSchema = z.object({
  doctorName: z.string(),
  state: z.enum(INVITE_STATES),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const inviteAcceptedSchema = z.object({ patientId: z.uuid(), doctorName: z.string() });
export type InviteAccepted = z.infer<typeof inviteAcceptedSchema>;

/** The invited person said no: the link is spent and no account is linked to the doctor. */
export const inviteDeclinedSchema = z.object({ declined: z.literal(true), doctorName: z.string() });
export type InviteDeclined = z.infer<typeof inviteDeclinedSchema>;

export const CONSULTATION_STATUS_VALUES = ['pending', 'accepted', 'declined'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUS_VALUES)[number];

export const createConsultationRequest = z.strictObject({
  session_id: z.uuid('Unknown questionnaire session.').optional(),
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters.').optional(),
});

export const consultationDecisionRequest = z.strictObject({
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters.').optional(),
});

export const consultationSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  patientName: z.string(),
  doctorId: z.uuid(),
  doctorName: z.string(),
  sessionId: z.uuid().nullable(),
  note: z.string().nullable(),
  status: z.enum(CONSULTATION_STATUS_VALUES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type Consultation = z.infer<typeof consultationSchema>;

export const consultationListQuery = z.strictObject({
  status: z.enum(CONSULTATION_STATUS_VALUES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The doctor dashboard's four stat cards, computed from data (brief §2 Doctor dashboard). */
export const doctorStatsSchema = z.object({
  /** Patients waiting for the doctor: a consultation request to answer, or an assessment completed since their last order. */
  patientsWaiting: z.number().int(),
  /** Their patients' orders placed and not yet back (neither results ready, completed nor cancelled). */
  ordersInProgress: z.number().int(),
  /** Orders whose results wait for the doctor's review and release. */
  resultsReady: z.number().int(),
  /** Unread critical-result notifications, pending consultation requests and patients without consent. */
  alerts: z.number().int(),
});
export type DoctorStats = z.infer<typeof doctorStatsSchema>;

/** What each doctor stat card counts, in the words its tooltip shows. */
export const DOCTOR_STAT_EXPLANATIONS: Readonly<Record<keyof DoctorStats, string>> = {
  patientsWaiting:
    'Your patients who are waiting for you: they asked for a consultation, or finished a health assessment after their last order.',
  ordersInProgress: 'Orders for your patients that are placed but not back yet: awaiting payment, at the lab, collected or processing.',
  resultsReady: 'Orders whose results came back from the lab and wait for your review and release.',
  alerts: 'Unread critical results, consultation requests to answer, and patients who have not given consent to data processing yet.',
};

/**
 * The consent to data processing a patient gives at onboarding. Its version is stored with each
 * consent (patients.consent_version); changing the text means a new CONSENT_VERSION.
 */
export const ONBOARDING_CONSENT = {
  version: CONSENT_VERSION,
  title: 'Consent to the processing of your health data',
  paragraphs: [
    'Labwise stores the health information you give it (your answers to health questionnaires, your date of birth and sex at birth) and the results of the tests you order, to recommend tests, route your orders to laboratories and show you your results.',
    'Your doctor on Labwise and the laboratories that process your orders see what they need for your care; Labwise staff see no clinical data. Every access to your records is logged.',
    'You can ask for a copy of your data, its correction or its deletion, and withdraw this consent at any time, by contacting support. Withdrawing stops further processing but does not undo what was already done.',
  ],
  agreement: 'I agree to Labwise processing my health data as described above.',
} as const;

export const ONBOARDING_MESSAGES = {
  dateOfBirth: 'Enter your date of birth.',
  sex: 'Choose your sex at birth, or Prefer not to say.',
} as const;
