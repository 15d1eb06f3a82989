import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPatientRequest, doctorStatsSchema, envelopeSchema, patientCreatedSchema, patientDetailSchema, patientListQuery, patientSummarySchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { PatientsService } from './service';

const tags = ['patients'];
const patientParams = z.strictObject({ id: z.uuid('This patient was not found.') });

export const patientsRoutes =
  (service: PatientsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/patients',
      {
        config: { permission: 'read:patient:scoped' },
        schema: { tags, querystring: patientListQuery, response: { 200: envelopeSchema(z.array(patientSummarySchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(requestContext(request), request.query.q, request.query.limit, {
          offset: request.query.offset,
          consentMissing: request.query.consent === 'missing',
        }),
        message: 'Patients loaded',
      }),
    );

    app.get(
      '/api/v1/patients/stats',
      { config: { permission: 'read:dashboard:doctor' }, schema: { tags, response: { 200: envelopeSchema(doctorStatsSchema) } } },
      async (request) => ({ success: true as const, data: await service.doctorStats(requestContext(request)), message: 'Figures loaded' }),
    );

    app.post(
      '/api/v1/patients',
      {
        config: { permission: 'create:patient:doctor' },
        schema: { tags, body: createPatientRequest, response: { 201: envelopeSchema(patientCreatedSchema) } },
      },
      async (request, reply) => {
        const data = await service.create(requestContext(request), request.body);
        return reply.status(201).send({ success: true as const, data, message: data.invite ? 'Patient created and invited' : 'Patient created' });
      },
    );

    app.get(
      '/api/v1/patients/:id',
      {
        config: { permission: 'read:patient:scoped' },
        schema: { tags, params: patientParams, response: { 200: envelopeSchema(patientDetailSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.detail(requestContext(request), request.params.id),
        message: 'Patient loaded',
      }),
    );
  };
