import {
  EXPORT_MAX_ROWS,
  EXPORT_MESSAGES,
  ORDER_PRIORITY_LABELS,
  ORDER_STATUS_LABELS,
  ROLE_LABELS,
  SEX_LABELS,
  isRole,
  rangeInstants,
  type ExportKind,
  type ExportRange,
} from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { orderExportScope, patientExportScope } from '../../auth/scopes';
import type { Database, Executor } from '../../db/database';
import { badRequest } from '../../http/errors';
import { audit } from '../../platform/audit';
import { toCsv, type CsvCell } from './csv';
import { auditForExport, ordersForExport, patientsForExport, type Window } from './repository';

type Ctx = { principal: Principal; requestId: string };
export type CsvFile = { fileName: string; csv: string };
type Table = { header: readonly string[]; rows: readonly (readonly CsvCell[])[] };

const iso = (at: Date | null | undefined) => (at ? at.toISOString().replace(/\.\d{3}Z$/, 'Z') : '');
const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * CSV exports for a range of days, each scoped by `auth/scopes.ts` and audited in the same
 * transaction as its read: who, which list and which range (`resourceId` is the ISO 8601 interval
 * `from/to`), never the rows themselves.
 */
export function createExportsService(db: Database) {
  async function exportTable(ctx: Ctx, kind: ExportKind, range: ExportRange, read: (tx: Executor, window: Window, limit: number) => Promise<Table>): Promise<CsvFile> {
    const { start, end } = rangeInstants(range);
    return db.transaction(async (tx) => {
      const table = await read(tx, { start, end }, EXPORT_MAX_ROWS + 1);
      if (table.rows.length > EXPORT_MAX_ROWS) throw badRequest(EXPORT_MESSAGES.tooManyRows);
      await audit(tx, { actor: ctx.principal, action: 'read', resourceType: `export_${kind}`, resourceId: `${range.from}/${range.to}`, outcome: 'allowed', requestId: ctx.requestId });
      return { fileName: `labwise-${kind}-${range.from}-to-${range.to}.csv`, csv: toCsv(table.header, table.rows) };
    });
  }

  return {
    /** A doctor's own patients, or (administrators) every record: identity and contact only. */
    patients: (ctx: Ctx, range: ExportRange) =>
      exportTable(ctx, 'patients', range, async (tx, window, limit) => ({
        header: ['Patient ID', 'Name', 'Email', 'Phone', 'Date of birth', 'Sex at birth', 'Has account', 'Consent given', 'Primary doctor', 'Added'],
        rows: (await patientsForExport(tx, patientExportScope(ctx.principal), window, limit)).map((p) => [
          p.id,
          p.fullName,
          p.email,
          p.phone,
          p.dateOfBirth,
          SEX_LABELS[p.sexAtBirth],
          p.hasAccount ? 'Yes' : 'No',
          iso(p.consentGivenAt),
          p.doctorName ?? p.doctorEmail,
          iso(p.createdAt),
        ]),
      })),

    /** A doctor's or a lab's orders with patient and tests; an administrator's with status columns only. */
    orders: (ctx: Ctx, range: ExportRange) =>
      exportTable(ctx, 'orders', range, async (tx, window, limit) => {
        const rows = await ordersForExport(tx, orderExportScope(ctx.principal), window, limit);
        if (ctx.principal.role === 'admin') {
          return {
            header: ['Order number', 'Placed', 'Status', 'Priority', 'Lab', 'Total', 'Currency', 'Last updated'],
            rows: rows.map((o) => [o.orderNumber, iso(o.createdAt), ORDER_STATUS_LABELS[o.status], ORDER_PRIORITY_LABELS[o.priority], o.labName, money(o.totalCents), o.currency, iso(o.updatedAt)]),
          };
        }
        return {
          header: ['Order number', 'Placed', 'Patient', 'Date of birth', 'Tests', 'Status', 'Priority', 'Lab', 'Ordering doctor', 'Total', 'Currency', 'Results released'],
          rows: rows.map((o) => [
            o.orderNumber,
            iso(o.createdAt),
            o.patientName,
            o.patientDateOfBirth,
            o.tests,
            ORDER_STATUS_LABELS[o.status],
            ORDER_PRIORITY_LABELS[o.priority],
            o.labName,
            o.doctorName,
            money(o.totalCents),
            o.currency,
            iso(o.resultsReleasedAt),
          ]),
        };
      }),

    /** The audit trail: who did what to which kind of record, never the data itself. */
    audit: (ctx: Ctx, range: ExportRange) =>
      exportTable(ctx, 'audit', range, async (tx, window, limit) => ({
        header: ['Time', 'Actor', 'Actor email', 'Role', 'Action', 'Record', 'Record ID', 'Patient ID', 'Outcome', 'Request ID'],
        rows: (await auditForExport(tx, window, limit)).map((e) => [
          iso(e.at),
          e.actorName ?? e.actorEmail,
          e.actorEmail,
          e.actorRole && isRole(e.actorRole) ? ROLE_LABELS[e.actorRole] : e.actorRole,
          e.action,
          e.resourceType,
          e.resourceId,
          e.patientId,
          e.outcome,
          e.requestId,
        ]),
      })),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
