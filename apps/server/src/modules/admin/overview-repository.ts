import { and, count, desc, eq, gte, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { auditEvents, labs, partnershipRequests, tests, users } from '../../db/schema';
import { countFailed } from '../../platform/jobs/repository';
import { likePattern } from '../catalog/repository';

const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** The admin dashboard's figures, each one count over real rows. */
export async function overviewCounts(db: Executor, activeSince: Date, failuresSince: Date) {
  // Active = signed in, or did anything the audit trail recorded, inside the window.
  const active = union(
    db.select({ id: sql<string | null>`${users.id}`.as('id') }).from(users).where(gte(users.lastLoginAt, activeSince)),
    db.select({ id: auditEvents.actorUserId }).from(auditEvents).where(and(gte(auditEvents.at, activeSince), isNotNull(auditEvents.actorUserId))),
  ).as('active');
  return {
    totalUsers: await one(db.select({ n: count() }).from(users).where(ne(users.status, 'disabled'))),
    activeUsers: await one(db.select({ n: count() }).from(active)),
    // Every waiting role request: new accounts awaiting approval and existing ones asking for another role.
    pendingApprovals: await one(db.select({ n: count() }).from(users).where(and(isNotNull(users.requestedRole), ne(users.status, 'disabled')))),
    activeTests: await one(db.select({ n: count() }).from(tests).where(eq(tests.active, true))),
    activeLabs: await one(db.select({ n: count() }).from(labs).where(eq(labs.status, 'active'))),
    openPartnershipRequests: await one(db.select({ n: count() }).from(partnershipRequests).where(eq(partnershipRequests.status, 'open'))),
    // Messages parked as failed after their last try (the outbox, ADR 0032).
    mailFailures: await countFailed(db, 'mail', failuresSince),
    smsFailures: await countFailed(db, 'sms', failuresSince),
  };
}

export function listAuditEvents(db: Executor, filter: { action?: string; resourceType?: string; outcome?: string; actor?: string; limit: number }) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditEvents.action, filter.action));
  if (filter.resourceType) where.push(eq(auditEvents.resourceType, filter.resourceType));
  if (filter.outcome) where.push(eq(auditEvents.outcome, filter.outcome));
  if (filter.actor) {
    const pattern = likePattern(filter.actor);
    where.push(and(isNotNull(auditEvents.actorUserId), or(ilike(users.email, pattern), ilike(users.fullName, pattern)))!);
  }
  return db
    .select({ event: auditEvents, actorName: users.fullName, actorEmail: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(filter.limit);
}

