import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryListQuery, deliverySchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { DeliveriesService } from './deliveries-service';

const config = { permission: 'manage:deliveries:all' } as const;
const tags = ['admin'];
const idParams = z.strictObject({ id: z.uuid('Unknown delivery.') });

/** The delivery log of queued e-mails and text messages, and the retry of a failed one. */
export const adminDeliveriesRoutes =
  (service: DeliveriesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/deliveries',
      jsonRoute(config, { tags, querystring: deliveryListQuery }, z.array(deliverySchema)),
      async (request) => ok(await service.list(requestContext(request), request.query), 'Deliveries loaded'),
    );

    app.post(
      '/api/v1/admin/deliveries/:id/retry',
      jsonRoute(config, { tags, params: idParams }, z.object({ queued: z.literal(true) })),
      async (request) => {
        await service.retry(requestContext(request), request.params.id);
        return ok({ queued: true as const }, 'Delivery queued again');
      },
    );
  };
