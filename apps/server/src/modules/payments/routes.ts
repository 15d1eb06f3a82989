import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentRecordSchema, recordPaymentRequest } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { PaymentsService } from './service';

const orderParams = z.strictObject({ id: z.uuid('Unknown order.') });

/** Payment at collection: the lab records it; everyone who sees the order sees it was paid. */
export const paymentsRoutes =
  (service: PaymentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];

    app.get(
      '/api/v1/lab-orders/:id/payment',
      jsonRoute('read:order:scoped', { tags, params: orderParams }, paymentRecordSchema.nullable()),
      async (request) => ok(await service.ofOrder(requestContext(request), request.params.id), 'Payment loaded'),
    );

    app.post(
      '/api/v1/lab-orders/:id/payment',
      jsonRoute('record:payment:lab', { tags, params: orderParams, body: recordPaymentRequest }, paymentRecordSchema, 201),
      async (request, reply) =>
        reply.status(201).send(ok(await service.record(requestContext(request), request.params.id, request.body), 'Payment recorded')),
    );
  };
