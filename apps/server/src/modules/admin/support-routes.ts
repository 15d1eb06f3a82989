import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, supportOrderParams, supportOrderSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { SupportService } from './support-service';

/** Order lookup for support: status, lab and dates of an order by its number. */
export const adminSupportRoutes =
  (service: SupportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/support/orders/:orderNumber',
      { config: { permission: 'read:order-support:all' }, schema: { tags: ['admin'], params: supportOrderParams, response: { 200: envelopeSchema(supportOrderSchema) } } },
      async (request) => ({ success: true as const, data: await service.lookupOrder(requestContext(request), request.params.orderNumber), message: 'Order found' }),
    );
  };
