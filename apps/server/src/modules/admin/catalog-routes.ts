import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTestInput,
  adminTestListQuery,
  adminTestSchema,
  adminTestStatusChange,
  adminTestSummarySchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { AdminCatalogService } from './catalog-service';

const idParams = z.strictObject({ id: z.uuid('Unknown test.') });
const config = { permission: 'manage:catalog:all' } as const;
const tags = ['admin'];

/** The test catalog as administrators manage it (brief §2 Admin console: Test Catalog, Add Test). */
export const adminCatalogRoutes =
  (service: AdminCatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/catalog/tests',
      jsonRoute(config, { tags, querystring: adminTestListQuery }, z.array(adminTestSummarySchema)),
      async (request) => ok(await service.list(request.query), 'Tests loaded'),
    );

    app.post(
      '/api/v1/admin/catalog/tests',
      jsonRoute(config, { tags, body: adminTestInput }, adminTestSchema, 201),
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await service.create(requestContext(request), request.body), 'Test created')),
    );

    app.get(
      '/api/v1/admin/catalog/tests/:id',
      jsonRoute(config, { tags, params: idParams }, adminTestSchema),
      async (request) => ok(await service.detail(request.params.id), 'Test loaded'),
    );

    app.put(
      '/api/v1/admin/catalog/tests/:id',
      jsonRoute(config, { tags, params: idParams, body: adminTestInput }, adminTestSchema),
      async (request) =>
        ok(await service.update(requestContext(request), request.params.id, request.body), 'Test saved'),
    );

    app.patch(
      '/api/v1/admin/catalog/tests/:id',
      jsonRoute(config, { tags, params: idParams, body: adminTestStatusChange }, adminTestSchema),
      async (request) => {
        const data = await service.setActive(requestContext(request), request.params.id, request.body.active);
        return ok(data, data.active ? 'Test reactivated' : 'Test deactivated');
      },
    );

    app.delete(
      '/api/v1/admin/catalog/tests/:id',
      jsonRoute(config, { tags, params: idParams }, z.object({ deleted: z.literal(true) })),
      async (request) => {
        await service.remove(requestContext(request), request.params.id);
        return ok({ deleted: true as const }, 'Test deleted');
      },
    );
  };
