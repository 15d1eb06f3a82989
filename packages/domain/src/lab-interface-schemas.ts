import { z } from 'zod';
import { criticalRecipientSchema } from './critical-recipients';

/**
 * The HL7 v2 lab interface: partner labs' credentials (issued by administrators) and the results
 * a lab's system delivered that did not match an order, held for the lab's technicians.
 */
export const INBOUND_LAB_MESSAGE_STATUSES = ['accepted', 'unmatched', 'resolved', 'rejected', 'discarded'] as const;
export type InboundLabMessageStatus = (typeof INBOUND_LAB_MESSAGE_STATUSES)[number];

/** A lab's interface credential as listed: never the secret. */
export const interfaceCredentialSchema = z.object({
  id: z.uuid(),
  keyId: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type InterfaceCredential = z.infer<typeof interfaceCredentialSchema>;

/** Issuing takes no input: the key id and secret are generated. */
export const issueInterfaceCredentialRequest = z.strictObject({});

/** The answer to issuing a credential: the only time the secret is shown. */
export const issuedInterfaceCredentialSchema = z.object({ id: z.uuid(), keyId: z.string(), secret: z.string() });
export type IssuedInterfaceCredential = z.infer<typeof issuedInterfaceCredentialSchema>;

export const interfaceCredentialParams = z.strictObject({ labId: z.uuid('Unknown laboratory.') });
export const interfaceCredentialItemParams = interfaceCredentialParams.extend({ credentialId: z.uuid('Unknown credential.') });

/** One observation of a held message, as the lab's system sent it (flags are the lab's own). */
export const unmatchedObservationSchema = z.object({
  code: z.string(),
  name: z.string(),
  value: z.string(),
  units: z.string(),
  referenceRange: z.string(),
  abnormalFlags: z.string(),
  status: z.string(),
});

/** A delivered result Labwise could not attach to an order, awaiting the lab's decision. */
export const unmatchedResultSchema = z.object({
  id: z.uuid(),
  receivedAt: z.string(),
  controlId: z.string(),
  reason: z.string(),
  placerOrderNumber: z.string().nullable(),
  fillerOrderNumber: z.string().nullable(),
  collectedAt: z.string().nullable(),
  patient: z.object({
    name: z.string(),
    dateOfBirth: z.string().nullable(),
    sex: z.string().nullable(),
    identifiers: z.array(z.string()),
  }),
  observations: z.array(unmatchedObservationSchema),
});
export type UnmatchedResult = z.infer<typeof unmatchedResultSchema>;

/** An order of the lab that could take a held message's results. */
export const unmatchedCandidateSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  patientName: z.string(),
  dateOfBirth: z.string().nullable(),
  status: z.string(),
  tests: z.array(z.string()),
  createdAt: z.string(),
  /** Name and date of birth agree with the message's patient. */
  identityMatches: z.boolean(),
});
export type UnmatchedCandidate = z.infer<typeof unmatchedCandidateSchema>;

export const unmatchedParams = z.strictObject({ id: z.uuid('Unknown message.') });

export const resolveUnmatchedRequest = z.strictObject({
  orderId: z.uuid('Choose the order these results belong to.'),
  /** The technician checked that the results belong to this order's patient despite a name or date-of-birth difference. */
  confirmPatient: z.boolean().optional(),
});
export type ResolveUnmatchedRequest = z.infer<typeof resolveUnmatchedRequest>;

export const discardUnmatchedRequest = z.strictObject({
  reason: z.string().trim().min(1, 'Say why these results are discarded.').max(500, 'Keep the reason under 500 characters.'),
});
export type DiscardUnmatchedRequest = z.infer<typeof discardUnmatchedRequest>;

export const resolveUnmatchedResultSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  version: z.number().int(),
  critical: z.array(z.string()),
  notified: z.array(criticalRecipientSchema),
});
export type ResolveUnmatchedResult = z.infer<typeof resolveUnmatchedResultSchema>;

export const LAB_INTERFACE_MESSAGES = {
  notUnmatched: 'These results were already resolved or discarded.',
  /** The issue path the web uses to ask the technician to confirm the patient. */
  confirmPatientPath: 'confirmPatient',
  credentialRevoked: 'This credential was already revoked.',
  unauthorized: 'Send your lab’s interface key id and secret with HTTP Basic authentication.',
} as const;
