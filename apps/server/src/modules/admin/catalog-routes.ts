import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTestInput, adminTestListQuery, adminTestSchema, adminTestStatusChange, adminTestSummarySchema, envelopeSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { AdminCatalogService } from './catalog-service';

const idParams = z.strictObject({ id: z.uuid('Unknown test.') });
const one = envelopeSchema(adminTestSchema);
const config = { permission: 'manage:catalog:all' } as const;
const tags = ['admin'];

/** The test catalog as administrators manage it (brief §2 Admin console: Test Catalog, Add Test). */
export const adminCatalogRoutes =
  (service: AdminCatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/catalog/tests',
      { config, schema: { tags, querystring: adminTestListQuery, response: { 200: envelopeSchema(z.array(adminTestSummarySchema)) } } },
      async (request) => ({ success: true as const, data: await service.list(request.query), message: 'Tests loaded' }),
    );

    app.post(
      '/api/v1/admin/catalog/tests',
      { config, schema: { tags, body: adminTestInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({ success: true as const, data: await service.create(requestContext(request), request.body), message: 'Test created' }),
    );

    app.get(
      '/api/v1/admin/catalog/tests/:id',
      { config, schema: { tags, params: idParams, response: { 200: one } } },
      async (request) => ({ success: true as const, data: await service.detail(request.params.id), message: 'Test loaded' }),
    );

    app.put(
      '/api/v1/admin/catalog/tests/:id',
      { config, schema: { tags, params: idParams, body: adminTestInput, response: { 200: one } } },
      async (request) => ({
        success: true as const,
        data: await service.update(requestContext(request), request.params.id, request.body),
        message: 'Test saved',
      }),
    );

    app.patch(
      '/api/v1/admin/catalog/tests/:id',
      { config, schema: { tags, params: idParams, body: adminTestStatusChange, response: { 200: one } } },
      async (request) => {
        const data = await service.setActive(requestContext(request), request.params.id, request.body.active);
        return { success: true as const, data, message: data.active ? 'Test reactivated' : 'Test deactivated' };
      },
    );

    app.delete(
      '/api/v1/admin/catalog/tests/:id',
      { config, schema: { tags, params: idParams, response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })) } } },
      async (request) => {
        await service.remove(requestContext(request), request.params.id);
        return { success: true as const, data: { deleted: true as const }, message: 'Test deleted' };
      },
    );
  };
