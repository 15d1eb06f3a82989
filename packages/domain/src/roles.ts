import { vocabulary } from './vocabulary';

/** The four roles of Labwise and the labels users see (brief §1). */
const ROLE_VOCABULARY = vocabulary({
  patient: 'Patient',
  doctor: 'Healthcare Provider',
  lab_technician: 'Laboratory',
  admin: 'Administrator',
});
export const ROLES = ROLE_VOCABULARY.values;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS = ROLE_VOCABULARY.labels;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Role claim normalisation (brief §5): case-insensitive; 'administrator' maps to admin;
 * anything unknown or missing defaults to patient. Only drives the UI — the server decides
 * with the role it stores for the token's (issuer, subject).
 */
export function normaliseRoleClaim(claim: unknown): Role {
  if (typeof claim !== 'string') return 'patient';
  const value = claim.trim().toLowerCase();
  if (value === 'administrator') return 'admin';
  return isRole(value) ? value : 'patient';
}

/** Signup role (brief §5): one of the four roles, default patient. */
export function parseSignupRole(value: unknown): Role {
  return isRole(value) ? value : 'patient';
}

/** A patient account is usable at once; any other role chosen at sign-up waits for an administrator (ADR 0005). */
export function roleNeedsApproval(role: string): boolean {
  return role !== 'patient';
}

/** A lab technician works for one lab: accounts of this role are assigned a lab, others have none (takes a stored role as text too). */
export function roleBelongsToLab(role: string): boolean {
  return role === 'lab_technician';
}

/** Account state: self-chosen elevated roles wait for an admin's approval. */
export const USER_STATUSES = ['active', 'pending_approval', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
