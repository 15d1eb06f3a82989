import { labLocation, type Lab, type LabDetail, type LabNetwork } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { insertPartnershipRequest, labsWithCounts, orderFigures, testsAtLab, visibleOrdersAt } from './repository';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Mean of the values that exist, one decimal; null when none does. */
export function meanOfKnown(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? round1(known.reduce((a, b) => a + b, 0) / known.length) : null;
}

/**
 * The partner-lab network. Every figure is computed from activity: ratings from the people orders
 * served, turnaround from the orders' status events; a lab without either shows none, and the
 * network's figures average only the active labs that have them.
 */
export function createLabsService(db: Database) {
  return {
    async network(): Promise<LabNetwork> {
      const rows = await labsWithCounts(db);
      const list: Lab[] = rows.map(toLab);
      const partners = list.filter((lab) => lab.status === 'active');
      const turnaroundHours = meanOfKnown(partners.map((lab) => lab.averageTurnaroundHours));
      return {
        labs: list,
        summary: {
          partnerLabs: partners.length,
          activeOrders: list.reduce((sum, lab) => sum + lab.activeOrders, 0),
          averageTurnaroundDays: turnaroundHours === null ? null : round1(turnaroundHours / 24),
          networkRating: meanOfKnown(partners.map((lab) => lab.rating)),
        },
      };
    },

    /** One lab: its tests, the first 10 of its orders the viewer may see, and real performance. */
    async detail(principal: Principal, id: string): Promise<LabDetail> {
      const [row] = await labsWithCounts(db, id);
      if (!row) throw notFound();
      const [labTestsList, visible, figures] = await Promise.all([testsAtLab(db, id), visibleOrdersAt(db, principal, id, 10), orderFigures(db, id)]);
      const settled = figures.total - figures.cancelled;
      return {
        lab: toLab(row),
        tests: labTestsList,
        orders: visible.map((o) => ({ id: o.id, orderNumber: o.orderNumber, status: o.status, createdAt: o.createdAt.toISOString() })),
        performance: {
          totalOrders: figures.total,
          completedOrders: figures.completed,
          completionRate: settled > 0 ? Math.round((figures.completed / settled) * 1000) / 10 : null,
          averageTurnaroundHours: row.averageTurnaroundHours,
          rating: row.rating,
          ratingCount: row.ratingCount,
        },
      };
    },

    async requestPartnership(principal: Principal, id: string, note: string | undefined): Promise<void> {
      const [row] = await labsWithCounts(db, id);
      if (!row) throw notFound();
      await insertPartnershipRequest(db, id, principal.userId, note ?? null);
    },
  };
}

type LabRow = Awaited<ReturnType<typeof labsWithCounts>>[number];

function toLab({ lab, availableTests, activeOrders, rating, ratingCount, averageTurnaroundHours }: LabRow): Lab {
  return {
    id: lab.id,
    name: lab.name,
    address: lab.address,
    location: labLocation(lab.address),
    phone: lab.phone,
    email: lab.email,
    website: lab.website,
    rating,
    ratingCount,
    specialties: lab.specialties,
    averageTurnaroundHours,
    expectedTurnaroundHours: lab.averageTurnaroundHours,
    status: lab.status,
    capacityPerDay: lab.capacityPerDay,
    hours: lab.hours,
    certification: lab.certification,
    cliaNumber: lab.cliaNumber,
    established: lab.established,
    logoUrl: lab.logoUrl,
    availableTests,
    activeOrders,
    capacityUsedPercent: Math.min(100, Math.round((activeOrders / lab.capacityPerDay) * 100)),
  };
}

export type LabsService = ReturnType<typeof createLabsService>;
