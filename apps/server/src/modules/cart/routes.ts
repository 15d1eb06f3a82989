import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addToCartRequest, cartSchema, envelopeSchema, setCartQuantityRequest } from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import type { CartService } from './service';

const lineParams = z.strictObject({ testId: z.uuid('Unknown test.') });
const reply = envelopeSchema(cartSchema);

export const cartRoutes =
  (service: CartService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['cart'];
    const me = (principal: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(principal).userId;

    app.get('/api/v1/cart', { config: { permission: 'read:cart:own' }, schema: { tags, response: { 200: reply } } }, async (request) => ({
      success: true as const,
      data: await service.get(me(request.principal)),
      message: 'Cart loaded',
    }));

    app.post(
      '/api/v1/cart/lines',
      { config: { permission: 'update:cart:own' }, schema: { tags, body: addToCartRequest, response: { 200: reply } } },
      async (request) => ({
        success: true as const,
        data: await service.add(me(request.principal), request.body.testId),
        message: 'Added to cart',
      }),
    );

    app.put(
      '/api/v1/cart/lines/:testId',
      {
        config: { permission: 'update:cart:own' },
        schema: { tags, params: lineParams, body: setCartQuantityRequest, response: { 200: reply } },
      },
      async (request) => ({
        success: true as const,
        data: await service.setQuantity(me(request.principal), request.params.testId, request.body.quantity),
        message: 'Cart updated',
      }),
    );

    app.delete(
      '/api/v1/cart/lines/:testId',
      { config: { permission: 'update:cart:own' }, schema: { tags, params: lineParams, response: { 200: reply } } },
      async (request) => ({
        success: true as const,
        data: await service.remove(me(request.principal), request.params.testId),
        message: 'Removed from cart',
      }),
    );

    app.delete('/api/v1/cart', { config: { permission: 'update:cart:own' }, schema: { tags, response: { 200: reply } } }, async (request) => ({
      success: true as const,
      data: await service.clear(me(request.principal)),
      message: 'Cart emptied',
    }));
  };
