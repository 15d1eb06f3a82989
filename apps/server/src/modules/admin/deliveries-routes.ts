import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryListQuery, deliverySchema, envelopeSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
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
      { config, schema: { tags, querystring: deliveryListQuery, response: { 200: envelopeSchema(z.array(deliverySchema)) } } },
      async (request) => ({ success: true as const, data: await service.list(requestContext(request), request.query), message: 'Deliveries loaded' }),
    );

    app.post(
      '/api/v1/admin/deliveries/:id/retry',
      { config, schema: { tags, params: idParams, response: { 200: envelopeSchema(z.object({ queued: z.literal(true) })) } } },
      async (request) => {
        await service.retry(requestContext(request), request.params.id);
        return { success: true as const, data: { queued: true as const }, message: 'Delivery queued again' };
      },
    );
  };
