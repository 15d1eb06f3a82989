import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartRequest, cartSchema, setCartQuantityRequest } from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { CartService } from './service';

const lineParams = z.strictObject({ testId: z.uuid('Unknown test.') });

export const cartRoutes =
  (service: CartService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['cart'];
    const me = (principal: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(principal).userId;

    app.get('/api/v1/cart', jsonRoute('read:cart:own', { tags }, cartSchema), async (request) =>
      ok(await service.get(me(request.principal)), 'Cart loaded'),
    );

    app.post(
      '/api/v1/cart/lines',
      jsonRoute('update:cart:own', { tags, body: addToCartRequest }, cartSchema),
      async (request) => ok(await service.add(me(request.principal), request.body.testId), 'Added to cart'),
    );

    app.put(
      '/api/v1/cart/lines/:testId',
      jsonRoute('update:cart:own', { tags, params: lineParams, body: setCartQuantityRequest }, cartSchema),
      async (request) =>
        ok(
          await service.setQuantity(me(request.principal), request.params.testId, request.body.quantity),
          'Cart updated',
        ),
    );

    app.delete(
      '/api/v1/cart/lines/:testId',
      jsonRoute('update:cart:own', { tags, params: lineParams }, cartSchema),
      async (request) =>
        ok(await service.remove(me(request.principal), request.params.testId), 'Removed from cart'),
    );

    app.delete('/api/v1/cart', jsonRoute('update:cart:own', { tags }, cartSchema), async (request) =>
      ok(await service.clear(me(request.principal)), 'Cart emptied'),
    );
  };
