import { labLocation, type Lab, type LabNetwork } from '@labwise/domain';
import type { Database } from '../../db/database';
import { labsWithCounts } from './repository';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The partner-lab network with figures computed from real data (the brief's fixed 2.3 and 4.7 included). */
export function createLabsService(db: Database) {
  return {
    async network(): Promise<LabNetwork> {
      const rows = await labsWithCounts(db);
      const list: Lab[] = rows.map(({ lab, availableTests, activeOrders }) => ({
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
      }));
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
  };
}

export type LabsService = ReturnType<typeof createLabsService>;
