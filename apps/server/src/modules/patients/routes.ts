import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, patientListQuery, patientSummarySchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { PatientsService } from './service';

export const patientsRoutes =
  (service: PatientsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/patients',
      {
        config: { permission: 'read:patient:scoped' },
        schema: { tags: ['patients'], querystring: patientListQuery, response: { 200: envelopeSchema(z.array(patientSummarySchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(requestContext(request), request.query.q, request.query.limit),
        message: 'Patients loaded',
      }),
    );
  };
