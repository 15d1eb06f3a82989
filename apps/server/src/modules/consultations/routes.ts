import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consultationDecisionRequest, consultationListQuery, consultationSchema, createConsultationRequest, envelopeSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { ConsultationsService } from './service';

const tags = ['consultations'];
const idParams = z.strictObject({ id: z.uuid('This consultation request was not found.') });

export const consultationsRoutes =
  (service: ConsultationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/consultations',
      {
        config: { permission: 'create:consultation:own' },
        schema: { tags, body: createConsultationRequest, response: { 201: envelopeSchema(consultationSchema) } },
      },
      async (request, reply) => {
        const data = await service.create(requestContext(request), request.body);
        return reply.status(201).send({ success: true as const, data, message: 'Consultation requested' });
      },
    );

    app.get(
      '/api/v1/consultations',
      {
        config: { permission: 'read:consultation:scoped' },
        schema: { tags, querystring: consultationListQuery, response: { 200: envelopeSchema(z.array(consultationSchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(requestContext(request), request.query.status, request.query.limit),
        message: 'Consultation requests loaded',
      }),
    );

    for (const [action, status] of [['accept', 'accepted'], ['decline', 'declined']] as const) {
      app.post(
        `/api/v1/consultations/:id/${action}`,
        {
          config: { permission: 'decide:consultation:doctor' },
          schema: { tags, params: idParams, body: consultationDecisionRequest.optional(), response: { 200: envelopeSchema(consultationSchema) } },
        },
        async (request) => ({
          success: true as const,
          data: await service.decide(requestContext(request), request.params.id, status, request.body?.note),
          message: status === 'accepted' ? 'Consultation accepted' : 'Consultation declined',
        }),
      );
    }
  };
