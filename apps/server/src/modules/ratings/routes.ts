import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labRatingInput, labRatingReplySchema, labRatingSchema, RATING_MESSAGES } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { RatingsService } from './service';

const tags = ['ratings'];
const params = z.strictObject({ id: z.uuid('The requested resource was not found.') });
const config = { permission: 'rate:lab:scoped' } as const;

/** The caller's rating of the lab that performed an order: read it, or give it once after release. */
export const ratingsRoutes =
  (service: RatingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/lab-orders/:id/rating',
      jsonRoute(config, { tags, params }, labRatingReplySchema),
      async (request) => ok(await service.mine(requestContext(request), request.params.id), 'Rating loaded'),
    );

    app.post(
      '/api/v1/lab-orders/:id/rating',
      jsonRoute(config, { tags, params, body: labRatingInput }, labRatingSchema, 201),
      async (request, reply) => {
        const rating = await service.rate(requestContext(request), request.params.id, request.body);
        return reply.status(201).send(ok(rating, RATING_MESSAGES.saved));
      },
    );
  };
