import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLabInput,
  adminLabSchema,
  labOfferingInput,
  labOfferingSchema,
  partnershipDecision,
  partnershipListQuery,
  partnershipRequestSchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { done, doneSchema, jsonRoute, ok } from '../../http/envelope';
import type { AdminLabsService } from './labs-service';

const labParams = z.strictObject({ labId: z.uuid('Unknown laboratory.') });
const offeringParams = labParams.extend({ testId: z.uuid('Unknown test.') });
const config = { permission: 'manage:labs:all' } as const;
const tags = ['admin'];

/** Partner labs as administrators manage them (brief §2 Admin console: Labs, Add Lab). */
export const adminLabsRoutes =
  (service: AdminLabsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v1/admin/labs', jsonRoute(config, { tags }, z.array(adminLabSchema)), async () =>
      ok(await service.list(), 'Labs loaded'),
    );

    app.post(
      '/api/v1/admin/labs',
      jsonRoute(config, { tags, body: adminLabInput }, adminLabSchema, 201),
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await service.create(requestContext(request), request.body), 'Lab created')),
    );

    app.get(
      '/api/v1/admin/labs/:labId',
      jsonRoute(config, { tags, params: labParams }, adminLabSchema),
      async (request) => ok(await service.detail(request.params.labId), 'Lab loaded'),
    );

    app.put(
      '/api/v1/admin/labs/:labId',
      jsonRoute(config, { tags, params: labParams, body: adminLabInput }, adminLabSchema),
      async (request) =>
        ok(await service.update(requestContext(request), request.params.labId, request.body), 'Lab saved'),
    );

    app.get(
      '/api/v1/admin/labs/:labId/tests',
      jsonRoute(config, { tags, params: labParams }, z.array(labOfferingSchema)),
      async (request) => ok(await service.offerings(request.params.labId), 'Offerings loaded'),
    );

    app.put(
      '/api/v1/admin/labs/:labId/tests/:testId',
      jsonRoute(config, { tags, params: offeringParams, body: labOfferingInput }, doneSchema),
      async (request) => {
        await service.saveOffering(
          requestContext(request),
          request.params.labId,
          request.params.testId,
          request.body,
        );
        return done('Offering saved');
      },
    );

    app.delete(
      '/api/v1/admin/labs/:labId/tests/:testId',
      jsonRoute(config, { tags, params: offeringParams }, doneSchema),
      async (request) => {
        await service.removeOffering(requestContext(request), request.params.labId, request.params.testId);
        return done('Offering removed');
      },
    );

    app.get(
      '/api/v1/admin/partnership-requests',
      jsonRoute(config, { tags, querystring: partnershipListQuery }, z.array(partnershipRequestSchema)),
      async (request) => ok(await service.partnershipRequests(request.query), 'Partnership requests loaded'),
    );

    app.post(
      '/api/v1/admin/partnership-requests/:id/decision',
      jsonRoute(
        config,
        {
          tags,
          params: z.strictObject({ id: z.uuid('Unknown partnership request.') }),
          body: partnershipDecision,
        },
        doneSchema,
      ),
      async (request) => {
        await service.decide(requestContext(request), request.params.id, request.body.decision);
        return done(request.body.decision === 'accepted' ? 'Partnership accepted' : 'Partnership declined');
      },
    );
  };
