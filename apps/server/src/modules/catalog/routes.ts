import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogPageSchema, catalogQuery, envelopeSchema } from '@labwise/domain';
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
  };
