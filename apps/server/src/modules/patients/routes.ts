import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPatientRequest,
  doctorStatsSchema,
  patientCreatedSchema,
  patientDetailSchema,
  patientListQuery,
  patientSummarySchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { PatientsService } from './service';

const tags = ['patients'];
const patientParams = z.strictObject({ id: z.uuid('This patient was not found.') });

export const patientsRoutes =
  (service: PatientsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/patients',
      jsonRoute(
        'read:patient:scoped',
        { tags, querystring: patientListQuery },
        z.array(patientSummarySchema),
      ),
      async (request) =>
        ok(
          await service.list(requestContext(request), request.query.q, request.query.limit, {
            offset: request.query.offset,
            consentMissing: request.query.consent === 'missing',
          }),
          'Patients loaded',
        ),
    );

    app.get(
      '/api/v1/patients/stats',
      jsonRoute('read:dashboard:doctor', { tags }, doctorStatsSchema),
      async (request) => ok(await service.doctorStats(requestContext(request)), 'Figures loaded'),
    );

    app.post(
      '/api/v1/patients',
      jsonRoute('create:patient:doctor', { tags, body: createPatientRequest }, patientCreatedSchema, 201),
      async (request, reply) => {
        const data = await service.create(requestContext(request), request.body);
        return reply
          .status(201)
          .send(ok(data, data.invite ? 'Patient created and invited' : 'Patient created'));
      },
    );

    app.get(
      '/api/v1/patients/:id',
      jsonRoute('read:patient:scoped', { tags, params: patientParams }, patientDetailSchema),
      async (request) =>
        ok(await service.detail(requestContext(request), request.params.id), 'Patient loaded'),
    );
  };
