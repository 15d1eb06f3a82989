import { z } from 'zod';

/**
 * Who was told about a critical value (ADR 0028), as the server reports it to the lab: the lab's
 * message names exactly these people, never a recipient that was not notified.
 */
export const CRITICAL_RECIPIENT_KINDS = ['ordering_doctor', 'linked_doctor', 'lab_on_call', 'patient'] as const;
export type CriticalRecipientKind = (typeof CRITICAL_RECIPIENT_KINDS)[number];

export const criticalRecipientSchema = z.object({
  kind: z.enum(CRITICAL_RECIPIENT_KINDS),
  name: z.string(),
  /** The on-call contact's phone, so the lab can also call; the server sends it formatted. */
  phone: z.string().nullable(),
});
export type CriticalRecipient = z.infer<typeof criticalRecipientSchema>;

const ROLE_TEXT: Readonly<Record<CriticalRecipientKind, string>> = {
  ordering_doctor: 'ordering doctor',
  linked_doctor: 'linked doctor',
  lab_on_call: 'lab on-call contact',
  patient: 'patient',
};

/** 'Dr Jane Smith (linked doctor)', 'Sam Rivera (lab on-call contact, +1 617 555 0100)'. */
export function describeCriticalRecipient(r: CriticalRecipient): string {
  return `${r.name} (${ROLE_TEXT[r.kind]}${r.phone ? `, ${r.phone}` : ''})`;
}

/** The lab's message after an upload with critical values. */
export function criticalNotifiedMessage(recipients: readonly CriticalRecipient[], critical: readonly string[]): string {
  const values = critical.join('; ');
  if (recipients.length === 0) return `Critical values: ${values}. Nobody could be notified: call the patient now.`;
  const names = recipients.map(describeCriticalRecipient);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Critical values sent to ${list}: ${values}`;
}
