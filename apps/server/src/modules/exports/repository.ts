import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { auditEvents, labs, orderItems, orders, patients, users } from '../../db/schema';

/** The instants an export covers: `start` inclusive, `end` exclusive. */
export type Window = { start: Date; end: Date };

const doctor = alias(users, 'doctor');

/** Patient records added inside the window that the caller's scope reaches, oldest first. */
export function patientsForExport(db: Executor, scope: SQL, window: Window, limit: number) {
  return db
    .select({
      id: patients.id,
      fullName: patients.fullName,
      email: patients.email,
      phone: patients.phone,
      dateOfBirth: patients.dateOfBirth,
      sexAtBirth: patients.sexAtBirth,
      hasAccount: sql<boolean>`${patients.userId} is not null`,
      consentGivenAt: patients.consentGivenAt,
      doctorName: doctor.fullName,
      doctorEmail: doctor.email,
      createdAt: patients.createdAt,
    })
    .from(patients)
    .leftJoin(doctor, eq(doctor.id, patients.primaryDoctorId))
    .where(and(scope, gte(patients.createdAt, window.start), lt(patients.createdAt, window.end)))
    .orderBy(asc(patients.createdAt), asc(patients.id))
    .limit(limit);
}

/** Orders placed inside the window that the caller's scope reaches, oldest first, with their tests' names. */
export function ordersForExport(db: Executor, scope: SQL, window: Window, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      status: orders.status,
      priority: orders.priority,
      totalCents: orders.totalCents,
      currency: orders.currency,
      resultsReleasedAt: orders.resultsReleasedAt,
      patientName: patients.fullName,
      patientDateOfBirth: patients.dateOfBirth,
      labName: labs.name,
      doctorName: doctor.fullName,
      tests: sql<string | null>`(select string_agg(${orderItems.testName}, '; ' order by ${orderItems.testName}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .leftJoin(labs, eq(labs.id, orders.labId))
    .leftJoin(doctor, eq(doctor.id, orders.orderingDoctorId))
    .where(and(scope, gte(orders.createdAt, window.start), lt(orders.createdAt, window.end)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** Audit entries recorded inside the window, oldest first, with the actor's name and e-mail. */
export function auditForExport(db: Executor, window: Window, limit: number) {
  return db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actorName: users.fullName,
      actorEmail: users.email,
      actorRole: auditEvents.actorRole,
      action: auditEvents.action,
      resourceType: auditEvents.resourceType,
      resourceId: auditEvents.resourceId,
      patientId: auditEvents.patientId,
      outcome: auditEvents.outcome,
      requestId: auditEvents.requestId,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(and(gte(auditEvents.at, window.start), lt(auditEvents.at, window.end)))
    .orderBy(asc(auditEvents.at), asc(auditEvents.id))
    .limit(limit);
}
