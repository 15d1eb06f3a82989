import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, exportRangeQuery, type Permission } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { CsvFile, ExportsService } from './service';

const CSV = 'text/csv; charset=utf-8';

/** The OpenAPI side of an export: what it is, its CSV answer and the errors it may answer. */
function exportRoute(permission: Permission, operationId: string, summary: string) {
  return {
    config: { permission },
    schema: {
      tags: ['exports'],
      summary,
      operationId,
      security: [{ bearer: [] }],
      querystring: exportRangeQuery,
      produces: ['text/csv'],
      response: {
        200: z.string().describe('A CSV file (RFC 4180, UTF-8 with a byte-order mark), sent as an attachment.'),
        400: apiErrorSchema.describe('A missing or malformed date, a start after the end, a range over 366 days, or too many rows.'),
        401: apiErrorSchema.describe('No valid bearer token.'),
        403: apiErrorSchema.describe('The caller’s role may not export this list.'),
      },
    },
  };
}

const send = (file: CsvFile) => (reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
  reply.type(CSV);
  reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
  return file.csv;
};

/** CSV downloads of the lists a caller may see, for a range of days (issue #19). */
export const exportsRoutes =
  (service: ExportsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/exports/patients.csv',
      exportRoute('export:patients:scoped', 'exportPatientsCsv', 'Patients added in a date range, as CSV (a doctor’s own; every record for administrators, without clinical data)'),
      async (request, reply) => send(await service.patients(requestContext(request), request.query))(reply),
    );

    app.get(
      '/api/v1/exports/orders.csv',
      exportRoute('export:orders:scoped', 'exportOrdersCsv', 'Orders placed in a date range, as CSV (a doctor’s patients’, a lab’s routed orders; status only for administrators)'),
      async (request, reply) => send(await service.orders(requestContext(request), request.query))(reply),
    );

    app.get(
      '/api/v1/exports/audit-events.csv',
      exportRoute('export:audit:all', 'exportAuditEventsCsv', 'The audit trail of a date range, as CSV (administrators)'),
      async (request, reply) => send(await service.audit(requestContext(request), request.query))(reply),
    );
  };
