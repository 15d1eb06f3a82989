import {
  canOpen,
  paths,
  type Role,
  type SearchOrderHit,
  type SearchPatientHit,
  type SearchTestHit,
} from '@labwise/domain';

/**
 * Where choosing a palette result goes, for the caller's role; null when the role has no
 * screen for it (an administrator sees an order's status only, for support).
 */
export function patientDestination(role: Role, hit: SearchPatientHit): string {
  if (canOpen(role, paths.patient(hit.id))) return paths.patient(hit.id);
  // Administrators manage people, not records: the user list, searched for this person.
  return `${paths.adminUsers}?q=${encodeURIComponent(hit.email ?? hit.fullName)}`;
}

export function orderDestination(role: Role, hit: SearchOrderHit): string | null {
  return canOpen(role, paths.order(hit.id)) ? paths.order(hit.id) : null;
}

/** The catalog, opened on this test. */
export const testDestination = (hit: SearchTestHit): string =>
  `${paths.catalog}?test=${encodeURIComponent(hit.id)}`;
