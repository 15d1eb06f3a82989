import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOverviewSchema, auditEventSchema, auditListQuery } from '@labwise/domain';
import { jsonRoute, ok } from '../../http/envelope';
import type { AdminOverviewService } from './overview-service';

const config = { permission: 'read:audit:all' } as const;
const tags = ['admin'];

/** The admin dashboard's figures and the audit-log viewer. */
export const adminOverviewRoutes =
  (service: AdminOverviewService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v1/admin/overview', jsonRoute(config, { tags }, adminOverviewSchema), async () =>
      ok(await service.overview(), 'Overview loaded'),
    );

    app.get(
      '/api/v1/admin/audit-events',
      jsonRoute(config, { tags, querystring: auditListQuery }, z.array(auditEventSchema)),
      async (request) => ok(await service.auditEvents(request.query), 'Audit events loaded'),
    );
  };
