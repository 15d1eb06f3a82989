import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labDetailSchema, labNetworkSchema, PARTNERSHIP_SENT, partnershipRequest } from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import { done, doneSchema, jsonRoute, ok } from '../../http/envelope';
import type { LabsService } from './service';

export const labsRoutes =
  (service: LabsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v1/labs', jsonRoute('read:catalog:all', { tags: ['labs'] }, labNetworkSchema), async () =>
      ok(await service.network(), 'Lab network loaded'),
    );

    const idParams = z.strictObject({ id: z.uuid('Unknown laboratory.') });
    app.get(
      '/api/v1/labs/:id',
      jsonRoute('read:catalog:all', { tags: ['labs'], params: idParams }, labDetailSchema),
      async (request) =>
        ok(await service.detail(requirePrincipal(request.principal), request.params.id), 'Laboratory loaded'),
    );

    app.post(
      '/api/v1/labs/:id/partnership-requests',
      jsonRoute(
        'create:partnership:any',
        { tags: ['labs'], params: idParams, body: partnershipRequest },
        doneSchema,
        201,
      ),
      async (request, reply) => {
        await service.requestPartnership(
          requirePrincipal(request.principal),
          request.params.id,
          request.body.note,
        );
        return reply.status(201).send(done(PARTNERSHIP_SENT));
      },
    );
  };
