import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consultationDecisionRequest,
  consultationListQuery,
  consultationSchema,
  createConsultationRequest,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { ConsultationsService } from './service';

const tags = ['consultations'];
const idParams = z.strictObject({ id: z.uuid('This consultation request was not found.') });

export const consultationsRoutes =
  (service: ConsultationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/consultations',
      jsonRoute(
        'create:consultation:own',
        { tags, body: createConsultationRequest },
        consultationSchema,
        201,
      ),
      async (request, reply) => {
        const data = await service.create(requestContext(request), request.body);
        return reply.status(201).send(ok(data, 'Consultation requested'));
      },
    );

    app.get(
      '/api/v1/consultations',
      jsonRoute(
        'read:consultation:scoped',
        { tags, querystring: consultationListQuery },
        z.array(consultationSchema),
      ),
      async (request) =>
        ok(
          await service.list(requestContext(request), request.query.status, request.query.limit),
          'Consultation requests loaded',
        ),
    );

    for (const [action, status] of [
      ['accept', 'accepted'],
      ['decline', 'declined'],
    ] as const) {
      app.post(
        `/api/v1/consultations/:id/${action}`,
        jsonRoute(
          'decide:consultation:doctor',
          { tags, params: idParams, body: consultationDecisionRequest.optional() },
          consultationSchema,
        ),
        async (request) =>
          ok(
            await service.decide(requestContext(request), request.params.id, status, request.body?.note),
            status === 'accepted' ? 'Consultation accepted' : 'Consultation declined',
          ),
      );
    }
  };
