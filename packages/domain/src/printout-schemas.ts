import { z } from 'zod';
import type { SpecimenType } from './catalog';
import { HL7_FLAG_CODES, OPEN_ORDER_STATUSES, ORDER_PRIORITIES, ORDER_STATUSES, RESULT_FLAGS, type OrderStatus } from './order-status';

/**
 * What goes on paper: the printable results report (screen and PDF show the same fields) and the
 * requisition a patient or the lab's technician prints for the collection site.
 */

/** The performing lab as printed: name, full address, phone and CLIA certificate number. */
export const printedLabSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Null when the lab has none recorded; printed as 'Not recorded'. */
  cliaNumber: z.string().nullable(),
  /** The lab's IANA time zone: collection and report times are printed in it. */
  timeZone: z.string(),
});
export type PrintedLab = z.infer<typeof printedLabSchema>;

export const printedPatientSchema = z.object({ name: z.string(), dateOfBirth: z.string().nullable() });

/** GET /lab-orders/{id}/printout: an order's results as printed (released ones, for a patient). */
export const resultsPrintoutSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  patient: printedPatientSchema,
  /** The ordering doctor's name; null for a patient's own order. */
  orderingClinician: z.string().nullable(),
  lab: printedLabSchema.nullable(),
  accessionNumber: z.string().nullable(),
  specimenType: z.string().nullable(),
  collectedAt: z.string().nullable(),
  orderedAt: z.string(),
  /** When the lab reported these values (the newest version's upload). */
  reportedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  results: z.array(
    z.object({
      testCode: z.string(),
      testName: z.string(),
      analyteName: z.string(),
      value: z.string(),
      unit: z.string(),
      referenceText: z.string(),
      flag: z.enum(RESULT_FLAGS),
      hl7Flag: z.enum(HL7_FLAG_CODES),
    }),
  ),
  labComments: z.string().nullable(),
  doctorComment: z.string().nullable(),
});
export type ResultsPrintout = z.infer<typeof resultsPrintoutSchema>;

/** GET /lab-orders/{id}/requisition: what the collection site needs to draw the right samples. */
export const requisitionSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  priority: z.enum(ORDER_PRIORITIES),
  /** The order number as a Code 128 barcode (SVG data URL). */
  barcodeDataUrl: z.string(),
  patient: printedPatientSchema,
  orderingClinician: z.string().nullable(),
  lab: printedLabSchema.nullable(),
  orderedAt: z.string(),
  notes: z.string().nullable(),
  tests: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      specimenType: z.string(),
      /** The catalog's preparation text (fasting and the like); null when none is needed. */
      preparation: z.string().nullable(),
    }),
  ),
});
export type Requisition = z.infer<typeof requisitionSchema>;

/**
 * A requisition goes with an order still waiting for its sample: every status the lab may collect
 * from, Awaiting Payment included (payment at the lab is recorded with the collection).
 */
export const REQUISITION_STATUSES: readonly OrderStatus[] = OPEN_ORDER_STATUSES;

export const PRINT_MESSAGES = {
  requisitionClosed: 'A requisition is printed only for an order still waiting for its sample; this one has been collected, finished or cancelled.',
  selfOrdered: 'Self-ordered (no ordering clinician)',
  noClia: 'Not recorded',
  notRouted: 'Not routed yet',
  notCollected: 'Not recorded',
  notice:
    'This report is information, not a diagnosis. Flags compare each value with the reference range for the patient’s sex and age; discuss your results with your doctor.',
} as const;

export const SPECIMEN_TYPE_LABELS: Readonly<Record<SpecimenType, string>> = {
  blood: 'Blood',
  serum: 'Serum',
  plasma: 'Plasma',
  whole_blood: 'Whole blood',
  urine: 'Urine',
  saliva: 'Saliva',
  swab: 'Swab',
  stool: 'Stool',
};

/** A specimen type as printed; an unknown value is shown as stored. */
export const specimenTypeLabel = (type: string): string => SPECIMEN_TYPE_LABELS[type as SpecimenType] ?? type;
