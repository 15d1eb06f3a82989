import { ACTIVE_USERS_WINDOW_DAYS, type AdminOverview, type AuditEvent, type auditListQuery } from '@labwise/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { listAuditEvents, overviewCounts } from './overview-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The admin dashboard's figures from real data. System health is the share of readiness checks
 * that pass: the database answers, and no e-mail or text message failed in the last 24 hours.
 */
export function createAdminOverviewService(db: Database, ping: () => Promise<void>) {
  return {
    async overview(now = new Date()): Promise<AdminOverview> {
      const databaseUp = await ping().then(
        () => true,
        () => false,
      );
      const figures = await overviewCounts(db, new Date(now.getTime() - ACTIVE_USERS_WINDOW_DAYS * DAY_MS), new Date(now.getTime() - DAY_MS));
      const checks = [
        { name: 'Database', ok: databaseUp, detail: databaseUp ? 'The database answers.' : 'The database does not answer.' },
        {
          name: 'E-mail delivery',
          ok: figures.mailFailures === 0,
          detail: figures.mailFailures === 0 ? 'No failed e-mails in the last 24 hours.' : `${plural(figures.mailFailures, 'e-mail')} failed in the last 24 hours.`,
        },
        {
          name: 'Text messages',
          ok: figures.smsFailures === 0,
          detail: figures.smsFailures === 0 ? 'No failed text messages in the last 24 hours.' : `${plural(figures.smsFailures, 'text message')} failed in the last 24 hours.`,
        },
      ];
      return {
        totalUsers: figures.totalUsers,
        activeUsers: figures.activeUsers,
        pendingApprovals: figures.pendingApprovals,
        activeTests: figures.activeTests,
        activeLabs: figures.activeLabs,
        openPartnershipRequests: figures.openPartnershipRequests,
        systemHealth: Math.round((checks.filter((c) => c.ok).length / checks.length) * 100),
        checks,
      };
    },

    /** The audit trail, newest first: who did what to which kind of record (never the data itself). */
    async auditEvents(filter: z.output<typeof auditListQuery>): Promise<AuditEvent[]> {
      const rows = await listAuditEvents(db, filter);
      return rows.map(({ event, actorName, actorEmail }) => ({
        id: event.id,
        at: event.at.toISOString(),
        actor: event.actorUserId && actorEmail ? { id: event.actorUserId, name: actorName ?? actorEmail, email: actorEmail } : null,
        actorRole: event.actorRole,
        action: event.action,
        resourceType: event.resourceType,
        resourceId: event.resourceId,
        outcome: event.outcome,
      }));
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;
