import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, labDetailSchema, labNetworkSchema, PARTNERSHIP_SENT, partnershipRequest } from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import type { LabsService } from './service';

export const labsRoutes =
  (service: LabsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/labs',
      { config: { permission: 'read:catalog:all' }, schema: { tags: ['labs'], response: { 200: envelopeSchema(labNetworkSchema) } } },
      async () => ({ success: true as const, data: await service.network(), message: 'Lab network loaded' }),
    );

    const idParams = z.strictObject({ id: z.uuid('Unknown laboratory.') });
    app.get(
      '/api/v1/labs/:id',
      { config: { permission: 'read:catalog:all' }, schema: { tags: ['labs'], params: idParams, response: { 200: envelopeSchema(labDetailSchema) } } },
      async (request) => ({
        success: true as const,
        data: await service.detail(requirePrincipal(request.principal), request.params.id),
        message: 'Laboratory loaded',
      }),
    );

    app.post(
      '/api/v1/labs/:id/partnership-requests',
      {
        config: { permission: 'create:partnership:any' },
        schema: { tags: ['labs'], params: idParams, body: partnershipRequest, response: { 201: envelopeSchema(z.object({ done: z.literal(true) })) } },
      },
      async (request, reply) => {
        await service.requestPartnership(requirePrincipal(request.principal), request.params.id, request.body.note);
        return reply.status(201).send({ success: true as const, data: { done: true as const }, message: PARTNERSHIP_SENT });
      },
    );
  };
