import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogPageSchema, catalogQuery, catalogTestSchema, envelopeSchema } from '@labwise/domain';
import type { CatalogService } from './service';

export const catalogRoutes =
  (service: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/catalog/tests',
      {
        config: { permission: 'read:catalog:all' },
        schema: { tags: ['catalog'], querystring: catalogQuery, response: { 200: envelopeSchema(catalogPageSchema) } },
      },
      async (request) => ({ success: true as const, data: await service.search(request.query), message: 'Catalog loaded' }),
    );

    app.get(
      '/api/v1/catalog/tests/:id',
      {
        config: { permission: 'read:catalog:all' },
        schema: { tags: ['catalog'], params: z.strictObject({ id: z.uuid('This test is not in the catalog.') }), response: { 200: envelopeSchema(catalogTestSchema) } },
      },
      async (request) => ({ success: true as const, data: await service.get(request.params.id), message: 'Test loaded' }),
    );
  };
