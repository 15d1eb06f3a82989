import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityItemSchema,
  activityQuery,
  patientAnalyticsSchema,
  patientConsentRequest,
  patientProfileUpdate,
  patientRecordSchema,
  patientRefParams,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
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
      jsonRoute('read:patient-record:own', { tags }, patientRecordSchema),
      async (request) => ok(await service.mine(requestContext(request)), 'Patient loaded'),
    );

    app.post(
      '/api/v1/patients/me/consent',
      jsonRoute('consent:patient-record:own', { tags, body: patientConsentRequest }, patientRecordSchema),
      async (request) =>
        ok(
          await service.consent(requestContext(request), request.body),
          'Thank you: your consent is recorded',
        ),
    );

    app.put(
      '/api/v1/patients/:id',
      jsonRoute(
        'update:patient-record:scoped',
        { tags, params: patientParams, body: patientProfileUpdate },
        patientRecordSchema,
      ),
      async (request) =>
        ok(await service.update(requestContext(request), request.params.id, request.body), 'Profile saved'),
    );

    app.get(
      '/api/v1/patients/:id/analytics',
      jsonRoute('read:patient:scoped', { tags, params: patientRefParams }, patientAnalyticsSchema),
      async (request) =>
        ok(await service.analytics(requestContext(request), request.params.id), 'Analytics loaded'),
    );

    app.get(
      '/api/v1/patients/:id/activity',
      jsonRoute(
        'read:patient:scoped',
        { tags, params: patientRefParams, querystring: activityQuery },
        z.array(activityItemSchema),
      ),
      async (request) =>
        ok(
          await service.activity(requestContext(request), request.params.id, request.query),
          'Activity loaded',
        ),
    );
  };
