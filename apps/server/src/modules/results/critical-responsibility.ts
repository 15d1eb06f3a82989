import { TRIAGE_ADVICE } from '@labwise/clinical';
import { formatPhone, type CriticalRecipient } from '@labwise/domain';

/**
 * Who is responsible for acting on a critical value (ADR 0028). One decision, kept here alone so
 * the rule can be read, tested and changed in one place:
 *
 * 1. An order placed by a doctor: the ordering doctor (the patient reads the results after release).
 * 2. A patient's self-order with a linked doctor: that doctor; the patient is told too (they see
 *    self-order results at once) and that their doctor was alerted.
 * 3. A self-order without a linked doctor: the lab's on-call contact set by the administrator, and
 *    the patient is told to seek care now, in the triage wording of an emergency.
 * 4. Without an on-call contact either: the patient alone, with that same emergency advice; the
 *    lab's message then says nobody else was reached.
 */
export type Person = { userId: string; name: string };
export type OnCallContact = { name: string; phone: string; email: string };

export type CriticalParties = {
  orderingDoctor: Person | null;
  linkedDoctor: Person | null;
  /** The patient's own account (a self-order always has one). */
  patient: Person | null;
  labOnCall: OnCallContact | null;
};

export type CriticalNotice =
  /** An in-app alert and a mail to a doctor who reviews the order. */
  | { kind: 'ordering_doctor' | 'linked_doctor'; person: Person }
  /** A mail to the lab's on-call contact (a person outside Labwise's accounts). */
  | { kind: 'lab_on_call'; contact: OnCallContact }
  /** An in-app alert and a mail to the patient, with the advice they need. */
  | { kind: 'patient'; person: Person; advice: string };

export const SEEK_CARE_NOW = `A value in your results is critical. ${TRIAGE_ADVICE.emergency}`;
export const doctorAlertedAdvice = (doctor: string) =>
  `A value in your results is critical. ${doctor} has been alerted and will contact you. If you feel unwell, ${TRIAGE_ADVICE.emergency.charAt(0).toLowerCase()}${TRIAGE_ADVICE.emergency.slice(1)}`;

/** Doctors are named as such in messages ('Dr Jane Smith'), whatever their stored name holds. */
export function doctorName(fullName: string | null, email: string): string {
  const name = fullName?.trim() || email;
  return /^dr\.?\s/i.test(name) ? name : `Dr ${name}`;
}

export function criticalValueNotices(parties: CriticalParties): CriticalNotice[] {
  if (parties.orderingDoctor) return [{ kind: 'ordering_doctor', person: parties.orderingDoctor }];
  const notices: CriticalNotice[] = [];
  if (parties.linkedDoctor) {
    notices.push({ kind: 'linked_doctor', person: parties.linkedDoctor });
    if (parties.patient) notices.push({ kind: 'patient', person: parties.patient, advice: doctorAlertedAdvice(parties.linkedDoctor.name) });
    return notices;
  }
  if (parties.labOnCall) notices.push({ kind: 'lab_on_call', contact: parties.labOnCall });
  if (parties.patient) notices.push({ kind: 'patient', person: parties.patient, advice: SEEK_CARE_NOW });
  return notices;
}

/** What the lab is told: exactly who was notified, the phone written for reading aloud. */
export function recipientsOf(notices: readonly CriticalNotice[]): CriticalRecipient[] {
  return notices.map((n) =>
    n.kind === 'lab_on_call' ? { kind: n.kind, name: n.contact.name, phone: n.contact.phone ? formatPhone(n.contact.phone) : null } : { kind: n.kind, name: n.person.name, phone: null },
  );
}
