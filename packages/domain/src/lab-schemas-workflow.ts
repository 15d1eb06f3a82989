import { z } from 'zod';
import { SPECIMEN_TYPES } from './catalog';
import { HL7_FLAG_CODES, RESULT_FLAGS } from './order-status';

/** Lab workflow: sample collection, the results form, upload, review and release. */
export const collectSampleRequest = z.strictObject({
  specimenType: z.enum(SPECIMEN_TYPES, { error: 'Choose the specimen type.' }).optional(),
  collectedAt: z.iso.datetime({ offset: true, error: 'Enter the collection time.' }).optional(),
  collectionSite: z.string().trim().max(100).optional(),
  notes: z.string().trim().max(500).optional(),
});

export const specimenSchema = z.object({
  id: z.uuid(),
  accessionNumber: z.string(),
  specimenType: z.string(),
  collectedAt: z.string(),
  collectedBy: z.string().nullable(),
});

export const resultFormSchema = z.object({
  items: z.array(
    z.object({
      orderItemId: z.uuid(),
      testCode: z.string(),
      testName: z.string(),
      analytes: z.array(
        z.object({
          analyteId: z.uuid(),
          code: z.string(),
          name: z.string(),
          unit: z.string(),
          valueType: z.enum(['numeric', 'qualitative']),
          referenceText: z.string(),
        }),
      ),
    }),
  ),
});
export type ResultForm = z.infer<typeof resultFormSchema>;

export const uploadResultsRequest = z.strictObject({
  values: z
    .array(
      z.strictObject({
        orderItemId: z.uuid(),
        analyteId: z.uuid(),
        value: z.union([z.number(), z.string().trim().min(1, 'Enter a value.').max(100)]),
      }),
    )
    .min(1, 'Enter at least one result.')
    .max(500),
  labComments: z.string().trim().max(2000).optional(),
});
export type UploadResultsRequest = z.infer<typeof uploadResultsRequest>;

export const resultValueSchema = z.object({
  id: z.uuid(),
  orderItemId: z.uuid(),
  testCode: z.string(),
  analyteId: z.uuid(),
  analyteCode: z.string(),
  analyteName: z.string(),
  loinc: z.string().nullable(),
  version: z.number().int(),
  status: z.string(),
  value: z.union([z.number(), z.string()]),
  unit: z.string(),
  referenceLow: z.number().nullable(),
  referenceHigh: z.number().nullable(),
  referenceText: z.string(),
  flag: z.enum(RESULT_FLAGS),
  hl7Flag: z.enum(HL7_FLAG_CODES),
  recordedAt: z.string(),
});
export type ResultValue = z.infer<typeof resultValueSchema>;

export const orderResultsSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: z.string(),
  released: z.boolean(),
  labComments: z.string().nullable(),
  doctorComment: z.string().nullable(),
  results: z.array(resultValueSchema),
});
export type OrderResults = z.infer<typeof orderResultsSchema>;

/**
 * GET /api/v1/patients/me/results (My Results): one order's released results as the patient reads
 * them, newest release first. Released means the doctor released them, or a self-order's results
 * were uploaded (they go straight to the patient).
 */
export const releasedResultsSchema = orderResultsSchema.extend({
  orderedAt: z.string(),
  releasedAt: z.string(),
  labName: z.string().nullable(),
  /** A doctor ordered, reviewed and released them; false for a self-order. */
  reviewedByDoctor: z.boolean(),
  tests: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type ReleasedResults = z.infer<typeof releasedResultsSchema>;

/** The released orders of one page of My Results (and the most a page may ask for). */
export const RELEASED_RESULTS_LIMIT = 50;

export const releaseResultsRequest = z.strictObject({ comment: z.string().trim().max(2000).optional() });

export const RESULT_MESSAGES = {
  missingValue: (name: string) => `${name}: enter a value (every analyte needs one).`,
  unknownAnalyte: 'A value belongs to an analyte that is not part of this order.',
  notReleased: 'Your results are being reviewed by your doctor and will appear here once released.',
} as const;

/** A printable specimen label: who and what, with the accession number as a Code 128 barcode. */
export const specimenLabelSchema = z.object({
  accessionNumber: z.string(),
  orderNumber: z.string(),
  patientName: z.string(),
  dateOfBirth: z.string().nullable(),
  specimenType: z.string(),
  collectedAt: z.string(),
  /** SVG image of the barcode, as a data URL (shown with <img>, never injected as markup). */
  barcodeDataUrl: z.string(),
});
export type SpecimenLabel = z.infer<typeof specimenLabelSchema>;

/** One analyte's values across a patient's results, oldest first (for the trend chart). */
export const resultHistoryQuery = z.strictObject({ analyteId: z.uuid('Unknown analyte.') });
export const resultHistorySchema = z.array(
  z.object({ value: z.number(), unit: z.string(), flag: z.enum(RESULT_FLAGS), recordedAt: z.string(), orderNumber: z.string() }),
);
export type ResultHistory = z.infer<typeof resultHistorySchema>;
