import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityItemSchema, activityQuery, envelopeSchema, patientAnalyticsSchema, patientConsentRequest, patientProfileUpdate, patientRecordSchema, patientRefParams } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { PatientOverviewService } from './service';

const tags = ['patients'];
const patientParams = z.strictObject({ id: z.uuid('This patient was not found.') });

/**
 * The patient dashboard's calls (brief §7): the own record, its edit, analytics and activity.
 * GET /api/v1/patients/{id} is served by the patients module. Analytics and activity also accept
 * `me` for the caller's own record, so the dashboard can load them alongside the record itself.
 */
export const patientOverviewRoutes =
  (service: PatientOverviewService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/patients/me',
      { config: { permission: 'read:patient-record:own' }, schema: { tags, response: { 200: envelopeSchema(patientRecordSchema) } } },
      async (request) => ({ success: true as const, data: await service.mine(requestContext(request)), message: 'Patient loaded' }),
    );

    app.post(
      '/api/v1/patients/me/consent',
      {
        config: { permission: 'consent:patient-record:own' },
        schema: { tags, body: patientConsentRequest, response: { 200: envelopeSchema(patientRecordSchema) } },
      },
      async (request) => ({ success: true as const, data: await service.consent(requestContext(request), request.body), message: 'Thank you: your consent is recorded' }),
    );

    app.put(
      '/api/v1/patients/:id',
      {
        config: { permission: 'update:patient-record:scoped' },
        schema: { tags, params: patientParams, body: patientProfileUpdate, response: { 200: envelopeSchema(patientRecordSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.update(requestContext(request), request.params.id, request.body),
        message: 'Profile saved',
      }),
    );

    app.get(
      '/api/v1/patients/:id/analytics',
      {
        config: { permission: 'read:patient:scoped' },
        schema: { tags, params: patientRefParams, response: { 200: envelopeSchema(patientAnalyticsSchema) } },
      },
      async (request) => ({ success: true as const, data: await service.analytics(requestContext(request), request.params.id), message: 'Analytics loaded' }),
    );

    app.get(
      '/api/v1/patients/:id/activity',
      {
        config: { permission: 'read:patient:scoped' },
        schema: { tags, params: patientRefParams, querystring: activityQuery, response: { 200: envelopeSchema(z.array(activityItemSchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.activity(requestContext(request), request.params.id, request.query),
        message: 'Activity loaded',
      }),
    );
  };
