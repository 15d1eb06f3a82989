import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogPageSchema, catalogQuery, catalogTestSchema } from '@labwise/domain';
import { jsonRoute, ok } from '../../http/envelope';
import type { CatalogService } from './service';

export const catalogRoutes =
  (service: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/catalog/tests',
      jsonRoute('read:catalog:all', { tags: ['catalog'], querystring: catalogQuery }, catalogPageSchema),
      async (request) => ok(await service.search(request.query), 'Catalog loaded'),
    );

    app.get(
      '/api/v1/catalog/tests/:id',
      jsonRoute(
        'read:catalog:all',
        { tags: ['catalog'], params: z.strictObject({ id: z.uuid('This test is not in the catalog.') }) },
        catalogTestSchema,
      ),
      async (request) => ok(await service.get(request.params.id), 'Test loaded'),
    );
  };
