import { eq, or, sql, type SQL } from 'drizzle-orm';
import { appointments, orders, patients } from '../db/schema';
import type { Principal } from './principal';

/**
 * Who may see what, in one file. Services ask these questions; repositories receive the answer as
 * a SQL condition and add it to every query, so a repository handed one caller's scope cannot
 * return another caller's rows. Administrators reach no health data through these scopes: their
 * tools (support, audit) go through their own permissions.
 */

/** The two facts about a patient record that decide who may reach it. */
export type PatientOwnership = { userId: string | null; primaryDoctorId: string | null };

/** Whether the caller may reach this patient: the patient themself, or their primary doctor. */
export function canReachPatient<T extends PatientOwnership>(principal: Principal, patient: T | null | undefined): patient is T {
  if (!patient) return false;
  switch (principal.role) {
    case 'patient':
      return patient.userId === principal.userId;
    case 'doctor':
      return patient.primaryDoctorId === principal.userId;
    case 'lab_technician':
    case 'admin':
      return false;
  }
}

/** The patient records a caller may reach, as a SQL condition on `patients`. */
export function patientScope(principal: Principal): SQL {
  switch (principal.role) {
    case 'patient':
      return eq(patients.userId, principal.userId);
    case 'doctor':
      return eq(patients.primaryDoctorId, principal.userId);
    case 'lab_technician':
    case 'admin':
      return sql`false`;
  }
}

/**
 * The orders a caller may see, as a SQL condition on `orders`: own (patient), ordered by them or
 * for their patients (doctor), routed to their lab (technician). Administrators see none here.
 */
export function orderScope(principal: Principal): SQL {
  switch (principal.role) {
    case 'patient':
      return sql`${orders.patientId} in (select ${patients.id} from ${patients} where ${patients.userId} = ${principal.userId})`;
    case 'doctor':
      return or(
        eq(orders.orderingDoctorId, principal.userId),
        sql`${orders.patientId} in (select ${patients.id} from ${patients} where ${patients.primaryDoctorId} = ${principal.userId})`,
      ) as SQL;
    case 'lab_technician':
      return labScope(principal);
    case 'admin':
      return sql`false`;
  }
}

/** The orders routed to the technician's own lab; nothing for a technician not yet in a lab. */
export function labScope(principal: Principal): SQL {
  return principal.role === 'lab_technician' && principal.labId ? eq(orders.labId, principal.labId) : sql`false`;
}

/**
 * The sample collections a caller may see, as a SQL condition on `appointments` joined with their
 * `patients`: those at the technician's own lab (none before they join a lab); for everyone else,
 * those on the patient record of their own account.
 */
export function appointmentScope(principal: Principal): SQL {
  if (principal.role === 'lab_technician') return principal.labId ? eq(appointments.labId, principal.labId) : sql`false`;
  return eq(patients.userId, principal.userId);
}

/**
 * The orders the header search may list: the caller's own scope, except that administrators find
 * any order by its number (support work); the search never matches their text against patient names.
 */
export function orderSearchScope(principal: Principal): SQL {
  return principal.role === 'admin' ? sql`true` : orderScope(principal);
}

/**
 * The patient records a caller may export as CSV: a doctor their own patients; an administrator
 * every record, for identity and contact columns only (the export holds no clinical data).
 */
export function patientExportScope(principal: Principal): SQL {
  return principal.role === 'admin' ? sql`true` : principal.role === 'doctor' ? patientScope(principal) : sql`false`;
}

/**
 * The orders a caller may export as CSV: their own scope (a doctor's, a lab's); an administrator
 * every order, with its status columns only ("status only, for support").
 */
export function orderExportScope(principal: Principal): SQL {
  return principal.role === 'admin' ? sql`true` : principal.role === 'patient' ? sql`false` : orderScope(principal);
}
