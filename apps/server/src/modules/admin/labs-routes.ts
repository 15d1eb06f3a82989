import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminLabInput,
  adminLabSchema,
  envelopeSchema,
  labOfferingInput,
  labOfferingSchema,
  partnershipDecision,
  partnershipListQuery,
  partnershipRequestSchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { AdminLabsService } from './labs-service';

const labParams = z.strictObject({ labId: z.uuid('Unknown laboratory.') });
const offeringParams = labParams.extend({ testId: z.uuid('Unknown test.') });
const one = envelopeSchema(adminLabSchema);
const done = envelopeSchema(z.object({ done: z.literal(true) }));
const config = { permission: 'manage:labs:all' } as const;
const tags = ['admin'];

/** Partner labs as administrators manage them (brief §2 Admin console: Labs, Add Lab). */
export const adminLabsRoutes =
  (service: AdminLabsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/labs',
      { config, schema: { tags, response: { 200: envelopeSchema(z.array(adminLabSchema)) } } },
      async () => ({ success: true as const, data: await service.list(), message: 'Labs loaded' }),
    );

    app.post(
      '/api/v1/admin/labs',
      { config, schema: { tags, body: adminLabInput, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({ success: true as const, data: await service.create(requestContext(request), request.body), message: 'Lab created' }),
    );

    app.get(
      '/api/v1/admin/labs/:labId',
      { config, schema: { tags, params: labParams, response: { 200: one } } },
      async (request) => ({ success: true as const, data: await service.detail(request.params.labId), message: 'Lab loaded' }),
    );

    app.put(
      '/api/v1/admin/labs/:labId',
      { config, schema: { tags, params: labParams, body: adminLabInput, response: { 200: one } } },
      async (request) => ({
        success: true as const,
        data: await service.update(requestContext(request), request.params.labId, request.body),
        message: 'Lab saved',
      }),
    );

    app.get(
      '/api/v1/admin/labs/:labId/tests',
      { config, schema: { tags, params: labParams, response: { 200: envelopeSchema(z.array(labOfferingSchema)) } } },
      async (request) => ({ success: true as const, data: await service.offerings(request.params.labId), message: 'Offerings loaded' }),
    );

    app.put(
      '/api/v1/admin/labs/:labId/tests/:testId',
      { config, schema: { tags, params: offeringParams, body: labOfferingInput, response: { 200: done } } },
      async (request) => {
        await service.saveOffering(requestContext(request), request.params.labId, request.params.testId, request.body);
        return { success: true as const, data: { done: true as const }, message: 'Offering saved' };
      },
    );

    app.delete(
      '/api/v1/admin/labs/:labId/tests/:testId',
      { config, schema: { tags, params: offeringParams, response: { 200: done } } },
      async (request) => {
        await service.removeOffering(requestContext(request), request.params.labId, request.params.testId);
        return { success: true as const, data: { done: true as const }, message: 'Offering removed' };
      },
    );

    app.get(
      '/api/v1/admin/partnership-requests',
      { config, schema: { tags, querystring: partnershipListQuery, response: { 200: envelopeSchema(z.array(partnershipRequestSchema)) } } },
      async (request) => ({ success: true as const, data: await service.partnershipRequests(request.query), message: 'Partnership requests loaded' }),
    );

    app.post(
      '/api/v1/admin/partnership-requests/:id/decision',
      {
        config,
        schema: { tags, params: z.strictObject({ id: z.uuid('Unknown partnership request.') }), body: partnershipDecision, response: { 200: done } },
      },
      async (request) => {
        await service.decide(requestContext(request), request.params.id, request.body.decision);
        return { success: true as const, data: { done: true as const }, message: request.body.decision === 'accepted' ? 'Partnership accepted' : 'Partnership declined' };
      },
    );
  };
