import { index, integer, numeric, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  HL7_FLAG_CODES,
  RESULT_FLAGS,
  SPECIMEN_TYPES,
  type Hl7FlagCode,
  type ResultFlag,
} from '@labwise/domain';
import { at, createdAt, id, oneOf, optionalRef, parentRef, ref } from './helpers';
import { testAnalytes } from './catalog';
import { labs } from './labs';
import { orderItems, orders } from './orders';
import { users } from './users';

export const RESULT_STATUSES = ['preliminary', 'final', 'corrected', 'superseded'] as const;

/** A collected specimen, labelled with its accession number. */
export const specimens = pgTable(
  'specimens',
  {
    id: id(),
    orderId: parentRef(() => orders.id),
    accessionNumber: text().notNull(),
    specimenType: text().notNull(),
    collectedAt: at().notNull(),
    collectedBy: optionalRef(() => users.id),
    collectionSite: text(),
    notes: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('specimens_accession_key').on(t.accessionNumber),
    index('specimens_order_idx').on(t.orderId),
    oneOf('specimens_type_check', t.specimenType, SPECIMEN_TYPES),
  ],
);

/**
 * One row per analyte value and version. A final value is never edited: a correction inserts a
 * new version that supersedes it, so the original stays readable.
 */
export const results = pgTable(
  'results',
  {
    id: id(),
    orderId: parentRef(() => orders.id),
    orderItemId: parentRef(() => orderItems.id),
    analyteId: ref(() => testAnalytes.id, 'restrict').notNull(),
    version: integer().notNull().default(1),
    status: text().$type<(typeof RESULT_STATUSES)[number]>().notNull().default('final'),
    valueNumeric: numeric({ mode: 'number' }),
    valueText: text(),
    unit: text().notNull().default(''),
    referenceLow: numeric({ mode: 'number' }),
    referenceHigh: numeric({ mode: 'number' }),
    referenceText: text(),
    flag: text().$type<ResultFlag>().notNull(),
    hl7Flag: text().$type<Hl7FlagCode>().notNull(),
    comment: text(),
    performedBy: optionalRef(() => users.id),
    labId: optionalRef(() => labs.id),
    recordedAt: createdAt(),
    supersedesId: optionalRef((): AnyPgColumn => results.id),
  },
  (t) => [
    uniqueIndex('results_item_analyte_version_key').on(t.orderItemId, t.analyteId, t.version),
    index('results_order_idx').on(t.orderId, t.recordedAt),
    oneOf('results_status_check', t.status, RESULT_STATUSES),
    oneOf('results_flag_check', t.flag, RESULT_FLAGS),
    oneOf('results_hl7_flag_check', t.hl7Flag, HL7_FLAG_CODES),
  ],
);

/** One upload (or correction) of an order's results, with the lab's comments and its release. */
export const resultReports = pgTable(
  'result_reports',
  {
    id: id(),
    orderId: parentRef(() => orders.id),
    version: integer().notNull().default(1),
    labComments: text(),
    /** The reviewing doctor's note to the patient, given at release. */
    doctorComment: text(),
    uploadedBy: optionalRef(() => users.id),
    releasedAt: at(),
    releasedBy: optionalRef(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('result_reports_order_version_key').on(t.orderId, t.version)],
);
