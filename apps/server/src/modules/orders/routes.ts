import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelOrderRequest, checkoutPreviewRequest, checkoutPreviewSchema, checkoutRequest, envelopeSchema, labSummarySchema, orderDetailSchema, orderSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { OrdersService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown order.') });
const patientParams = z.strictObject({ id: z.uuid('Unknown patient.') });
const listQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 100 characters.').max(100, 'Idempotency-Key must be 8 to 100 characters.').optional(),
});

/** Orders: checkout (brief §7 POST /api/v1/lab-orders), lists, detail with its timeline, cancel. */
export const ordersRoutes =
  (service: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    app.post(
      '/api/v1/lab-orders',
      {
        config: { permission: 'create:order:scoped' },
        schema: { tags, headers: idempotencyHeaders, body: checkoutRequest, response: { 201: envelopeSchema(z.array(orderSchema)) } },
      },
      async (request, reply) => {
        const created = await service.checkout(requestContext(request), request.body, request.headers['idempotency-key']);
        const message = created.length === 1 ? `Order ${created[0]!.orderNumber} placed` : `${created.length} orders placed`;
        return reply.status(201).send({ success: true as const, data: created, message });
      },
    );

    app.post(
      '/api/v1/lab-orders/preview',
      {
        config: { permission: 'create:order:scoped' },
        schema: { tags, body: checkoutPreviewRequest, response: { 200: envelopeSchema(checkoutPreviewSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.preview(requestContext(request), request.body.labId),
        message: 'Checkout preview',
      }),
    );

    app.get(
      '/api/v1/lab-orders',
      { config: { permission: 'read:order:scoped' }, schema: { tags, querystring: listQuery, response: { 200: envelopeSchema(z.array(orderSchema)) } } },
      async (request) => ({
        success: true as const,
        data: await service.mine(requestContext(request), request.query.limit),
        message: 'Orders loaded',
      }),
    );

    app.get(
      '/api/v1/lab-orders/summary',
      { config: { permission: 'read:dashboard:lab' }, schema: { tags, response: { 200: envelopeSchema(labSummarySchema) } } },
      async (request) => ({ success: true as const, data: await service.labSummary(requestContext(request)), message: 'Figures loaded' }),
    );

    app.get(
      '/api/v1/lab-orders/:id',
      { config: { permission: 'read:order:scoped' }, schema: { tags, params: idParams, response: { 200: envelopeSchema(orderDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.detail(requestContext(request), request.params.id),
        message: 'Order loaded',
      }),
    );

    app.post(
      '/api/v1/lab-orders/:id/cancel',
      {
        config: { permission: 'update:order:scoped' },
        schema: { tags, params: idParams, body: cancelOrderRequest, response: { 200: envelopeSchema(orderDetailSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.cancel(requestContext(request), request.params.id, request.body.reason),
        message: 'Order cancelled',
      }),
    );

    app.get(
      '/api/v1/patients/:id/orders',
      {
        config: { permission: 'read:order:scoped' },
        schema: { tags, params: patientParams, querystring: listQuery, response: { 200: envelopeSchema(z.array(orderSchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.ofPatient(requestContext(request), request.params.id, request.query.limit),
        message: 'Orders loaded',
      }),
    );
  };
