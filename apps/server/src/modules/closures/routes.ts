import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { labClosureInput, labClosureSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { done, doneSchema, jsonRoute, ok } from '../../http/envelope';
import type { ClosuresService } from './service';

const labParams = z.strictObject({ labId: z.uuid('Unknown laboratory.') });
const closureParams = labParams.extend({ closureId: z.uuid('Unknown closure.') });

/** A lab's closures: listed for everyone who may book, managed by administrators. */
export const closuresRoutes =
  (service: ClosuresService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['labs'];

    app.get(
      '/api/v1/labs/:labId/closures',
      jsonRoute('read:catalog:all', { tags, params: labParams }, z.array(labClosureSchema)),
      async (request) => ok(await service.list(request.params.labId), 'Closures loaded'),
    );

    app.post(
      '/api/v1/admin/labs/:labId/closures',
      jsonRoute('manage:labs:all', { tags: ['admin'], params: labParams, body: labClosureInput }, labClosureSchema, 201),
      async (request, reply) =>
        reply.status(201).send(ok(await service.add(requestContext(request), request.params.labId, request.body), 'Closure added')),
    );

    app.delete(
      '/api/v1/admin/labs/:labId/closures/:closureId',
      jsonRoute('manage:labs:all', { tags: ['admin'], params: closureParams }, doneSchema),
      async (request) => {
        await service.remove(requestContext(request), request.params.labId, request.params.closureId);
        return done('Closure removed');
      },
    );
  };
