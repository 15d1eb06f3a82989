import { z } from 'zod';

/** Lab network (brief §2 Lab Network, §3 Lab). */
export const labSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  location: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  /** Mean of the stars its patients and doctors gave (one decimal); null before any rating. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  specialties: z.array(z.string()),
  /**
   * Mean hours from sample collection to results over the last FIGURES_WINDOW_DAYS days, from the
   * orders' status events; null when no order there has results in that time.
   */
  averageTurnaroundHours: z.number().nullable(),
  /** The turnaround the lab states (an administrator's input), not a measurement. */
  expectedTurnaroundHours: z.number().int(),
  status: z.string(),
  capacityPerDay: z.number().int(),
  hours: z.string(),
  certification: z.string(),
  /** US CLIA certificate number (10 characters); null when not recorded. */
  cliaNumber: z.string().nullable(),
  established: z.number().int(),
  logoUrl: z.string().nullable(),
  availableTests: z.number().int(),
  activeOrders: z.number().int(),
  /** Share of today's capacity taken by active orders, 0–100. */
  capacityUsedPercent: z.number().int(),
});
export type Lab = z.infer<typeof labSchema>;

export const labNetworkSchema = z.object({
  labs: z.array(labSchema),
  summary: z.object({
    partnerLabs: z.number().int(),
    activeOrders: z.number().int(),
    /** Mean over the active labs with measured turnaround; null when none has any. */
    averageTurnaroundDays: z.number().nullable(),
    /** Mean over the active labs that have ratings; null when none has. */
    networkRating: z.number().nullable(),
  }),
});
export type LabNetwork = z.infer<typeof labNetworkSchema>;

/** Location = the last segment of the address (brief §2). */
export function labLocation(address: string): string {
  return address.split(',').map((part) => part.trim()).filter(Boolean).at(-1) ?? address;
}

export const labDetailSchema = z.object({
  lab: labSchema,
  tests: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string(), priceCents: z.number().int() })),
  /** The first 10 orders at this lab that the viewer may see. */
  orders: z.array(z.object({ id: z.uuid(), orderNumber: z.string(), status: z.string(), createdAt: z.string() })),
  performance: z.object({
    totalOrders: z.number().int(),
    completedOrders: z.number().int(),
    /** Completed or results ready, out of all orders that were not cancelled; null before any order. */
    completionRate: z.number().nullable(),
    averageTurnaroundHours: z.number().nullable(),
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
  }),
});
export type LabDetail = z.infer<typeof labDetailSchema>;

export const partnershipRequest = z.strictObject({ note: z.string().trim().max(500).optional() });
export const PARTNERSHIP_SENT = 'Partnership request sent';
