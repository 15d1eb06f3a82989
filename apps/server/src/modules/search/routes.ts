import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultsSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { SearchService } from './service';

/** `GET /api/v1/search?q=`: the header palette's patients, orders and tests, scoped to the caller. */
export const searchRoutes =
  (service: SearchService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/search',
      jsonRoute(
        'read:search:scoped',
        { tags: ['search'], querystring: searchQuerySchema },
        searchResultsSchema,
      ),
      async (request) => ok(await service.search(requestContext(request), request.query.q), 'Search results'),
    );
  };
