import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOverviewSchema, auditEventSchema, auditListQuery, envelopeSchema } from '@labwise/domain';
import type { AdminOverviewService } from './overview-service';

const config = { permission: 'read:audit:all' } as const;
const tags = ['admin'];

/** The admin dashboard's figures and the audit-log viewer. */
export const adminOverviewRoutes =
  (service: AdminOverviewService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/overview',
      { config, schema: { tags, response: { 200: envelopeSchema(adminOverviewSchema) } } },
      async () => ({ success: true as const, data: await service.overview(), message: 'Overview loaded' }),
    );

    app.get(
      '/api/v1/admin/audit-events',
      { config, schema: { tags, querystring: auditListQuery, response: { 200: envelopeSchema(z.array(auditEventSchema)) } } },
      async (request) => ({ success: true as const, data: await service.auditEvents(request.query), message: 'Audit events loaded' }),
    );
  };
