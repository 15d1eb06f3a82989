import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelOrderRequest,
  checkoutPreviewRequest,
  checkoutPreviewSchema,
  checkoutRequest,
  labSummarySchema,
  orderDetailSchema,
  orderListItemSchema,
  orderSchema,
  ORDER_PAGE_SIZE,
  pageQuery,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok, okPage, pageRoute } from '../../http/envelope';
import type { OrdersService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown order.') });
const patientParams = z.strictObject({ id: z.uuid('Unknown patient.') });
const listQuery = pageQuery(ORDER_PAGE_SIZE);
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(8, 'Idempotency-Key must be 8 to 100 characters.')
    .max(100, 'Idempotency-Key must be 8 to 100 characters.')
    .optional(),
});

/** Orders: checkout (brief §7 POST /api/v1/lab-orders), lists, detail with its timeline, cancel. */
export const ordersRoutes =
  (service: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    app.post(
      '/api/v1/lab-orders',
      jsonRoute(
        'create:order:scoped',
        { tags, headers: idempotencyHeaders, body: checkoutRequest },
        z.array(orderSchema),
        201,
      ),
      async (request, reply) => {
        const created = await service.checkout(
          requestContext(request),
          request.body,
          request.headers['idempotency-key'],
        );
        const message =
          created.length === 1
            ? `Order ${created[0]!.orderNumber} placed`
            : `${created.length} orders placed`;
        return reply.status(201).send(ok(created, message));
      },
    );

    app.post(
      '/api/v1/lab-orders/preview',
      jsonRoute('create:order:scoped', { tags, body: checkoutPreviewRequest }, checkoutPreviewSchema),
      async (request) =>
        ok(await service.preview(requestContext(request), request.body.labId), 'Checkout preview'),
    );

    app.get(
      '/api/v1/lab-orders',
      pageRoute('read:order:scoped', { tags, querystring: listQuery }, orderListItemSchema),
      async (request) => okPage(await service.mine(requestContext(request), request.query), 'Orders loaded'),
    );

    app.get(
      '/api/v1/lab-orders/summary',
      jsonRoute('read:dashboard:lab', { tags }, labSummarySchema),
      async (request) => ok(await service.labSummary(requestContext(request)), 'Figures loaded'),
    );

    app.get(
      '/api/v1/lab-orders/:id',
      jsonRoute('read:order:scoped', { tags, params: idParams }, orderDetailSchema),
      async (request) => ok(await service.detail(requestContext(request), request.params.id), 'Order loaded'),
    );

    app.post(
      '/api/v1/lab-orders/:id/cancel',
      jsonRoute(
        'update:order:scoped',
        { tags, params: idParams, body: cancelOrderRequest },
        orderDetailSchema,
      ),
      async (request) =>
        ok(
          await service.cancel(requestContext(request), request.params.id, request.body.reason),
          'Order cancelled',
        ),
    );

    app.get(
      '/api/v1/patients/:id/orders',
      pageRoute('read:order:scoped', { tags, params: patientParams, querystring: listQuery }, orderListItemSchema),
      async (request) =>
        okPage(await service.ofPatient(requestContext(request), request.params.id, request.query), 'Orders loaded'),
    );
  };
