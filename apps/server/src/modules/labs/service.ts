import { and, eq, type SQL } from 'drizzle-orm';
import { labLocation, type Lab, type LabDetail, type LabNetwork } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listOrders } from '../orders/repository';
import { orderScope } from '../../auth/scopes';
import { insertPartnershipRequest, labsWithCounts, orderFigures, testsAtLab } from './repository';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The partner-lab network with figures computed from real data (the brief's fixed 2.3 and 4.7 included). */
export function createLabsService(db: Database) {
  return {
    async network(): Promise<LabNetwork> {
      const rows = await labsWithCounts(db);
      const list: Lab[] = rows.map(toLab);
      const partners = list.filter((lab) => lab.status === 'active');
      const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
      return {
        labs: list,
        summary: {
          partnerLabs: partners.length,
          activeOrders: list.reduce((sum, lab) => sum + lab.activeOrders, 0),
          averageTurnaroundDays: round1(mean(partners.map((lab) => lab.averageTurnaroundHours / 24))),
          networkRating: round1(mean(partners.map((lab) => lab.rating))),
        },
      };
    },

    /** One lab: its tests, the first 10 of its orders the viewer may see, and real performance. */
    async detail(principal: Principal, id: string): Promise<LabDetail> {
      const [row] = await labsWithCounts(db, id);
      if (!row) throw notFound();
      const [labTestsList, visible, figures] = await Promise.all([
        testsAtLab(db, id),
        listOrders(db, and(eq(orders.labId, id), orderScope(principal)) as SQL, 10),
        orderFigures(db, id),
      ]);
      const settled = figures.total - figures.cancelled;
      return {
        lab: toLab(row),
        tests: labTestsList,
        orders: visible.map((o) => ({ id: o.id, orderNumber: o.orderNumber, status: o.status, createdAt: o.createdAt.toISOString() })),
        performance: {
          totalOrders: figures.total,
          completedOrders: figures.completed,
          completionRate: settled > 0 ? Math.round((figures.completed / settled) * 1000) / 10 : null,
          averageTurnaroundHours: row.lab.averageTurnaroundHours,
          rating: row.lab.rating,
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

function toLab({ lab, availableTests, activeOrders }: LabRow): Lab {
  return {
        id: lab.id,
        name: lab.name,
        address: lab.address,
        location: labLocation(lab.address),
        phone: lab.phone,
        email: lab.email,
        website: lab.website,
        rating: lab.rating,
        specialties: lab.specialties,
        averageTurnaroundHours: lab.averageTurnaroundHours,
        status: lab.status,
        capacityPerDay: lab.capacityPerDay,
        hours: lab.hours,
        certification: lab.certification,
        established: lab.established,
        logoUrl: lab.logoUrl,
        availableTests,
        activeOrders,
        capacityUsedPercent: Math.min(100, Math.round((activeOrders / lab.capacityPerDay) * 100)),
  };
}

export type LabsService = ReturnType<typeof createLabsService>;
