import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, searchQuerySchema, searchResultsSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { SearchService } from './service';

/** `GET /api/v1/search?q=`: the header palette's patients, orders and tests, scoped to the caller. */
export const searchRoutes =
  (service: SearchService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/search',
      {
        config: { permission: 'read:search:scoped' },
        schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: envelopeSchema(searchResultsSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.search(requestContext(request), request.query.q),
        message: 'Search results',
      }),
    );
  };
