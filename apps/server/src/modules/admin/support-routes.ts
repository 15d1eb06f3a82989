import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportOrderParams, supportOrderSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { SupportService } from './support-service';

/** Order lookup for support: status, lab and dates of an order by its number. */
export const adminSupportRoutes =
  (service: SupportService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/support/orders/:orderNumber',
      jsonRoute(
        'read:order-support:all',
        { tags: ['admin'], params: supportOrderParams },
        supportOrderSchema,
      ),
      async (request) =>
        ok(await service.lookupOrder(requestContext(request), request.params.orderNumber), 'Order found'),
    );
  };
