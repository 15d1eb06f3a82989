import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../auth/principal';
import { FHIR_JSON } from '../../http/operation-outcome';
import { capabilityStatement, FHIR_BASE } from './capability';
import { clinicalImpression, diagnosticReport, observation, patientResource, searchBundle } from './resources';
import type { FhirService } from './service';

const search = z.strictObject({ patient: z.uuid('patient must be a Labwise patient id.') });
const byId = z.strictObject({ id: z.uuid('The requested resource was not found.') });

/**
 * FHIR R4 read access for callers who may see the data: results (DiagnosticReport, Observation)
 * for the patient after release, their doctor and the lab that performed them; the Patient and
 * assessments (ClinicalImpression) for the patient and their doctor. Behind the EHR feature; what
 * is served here is listed in `capability.ts` (a test holds the two together).
 */
export const fhirRoutes =
  (service: FhirService, options: { publicUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const fhirJson = FHIR_JSON;
    const statement = capabilityStatement({ publicUrl: options.publicUrl, date: new Date() });

    // Public, as FHIR servers' capability statements are: it says what is served, never whose data.
    app.get(`${FHIR_BASE}/metadata`, { config: { permission: 'public', feature: 'ehrIntegration' }, schema: { tags: ['fhir'] } }, async (_request, reply) =>
      reply.type(fhirJson).send(statement),
    );

    app.get(
      `${FHIR_BASE}/Patient/:id`,
      { config: { permission: 'read:patient:scoped', feature: 'ehrIntegration' }, schema: { tags: ['fhir'], params: byId } },
      async (request, reply) => reply.type(fhirJson).send(patientResource(await service.patient(requestContext(request), request.params.id))),
    );
    app.get(
      '/fhir/R4/DiagnosticReport',
      { config: { permission: 'read:results:scoped', feature: 'ehrIntegration' }, schema: { tags: ['fhir'], querystring: search } },
      async (request, reply) => {
        const data = await service.reports(requestContext(request), request.query.patient);
        const resources = data.map(({ order, rows, testNames, report }) =>
          diagnosticReport({
            id: order.id,
            orderNumber: order.orderNumber,
            patientId: request.query.patient,
            status: rows.some((r) => r.result.status === 'corrected') ? 'corrected' : 'final',
            issued: report?.createdAt ?? order.createdAt,
            testNames,
            observationIds: rows.map((r) => r.result.id),
            conclusion: report?.doctorComment ?? null,
          }),
        );
        return reply.type(fhirJson).send(searchBundle(resources));
      },
    );

    app.get(
      '/fhir/R4/Observation',
      { config: { permission: 'read:results:scoped', feature: 'ehrIntegration' }, schema: { tags: ['fhir'], querystring: search } },
      async (request, reply) => {
        const data = await service.reports(requestContext(request), request.query.patient);
        const resources = data.flatMap(({ rows }) =>
          rows.map(({ result, loinc, name }) =>
            observation(request.query.patient, {
              id: result.id,
              status: result.status,
              loinc,
              name,
              value: result.valueNumeric ?? result.valueText ?? '',
              unit: result.unit,
              referenceLow: result.referenceLow,
              referenceHigh: result.referenceHigh,
              referenceText: result.referenceText,
              hl7Flag: result.hl7Flag,
              recordedAt: result.recordedAt,
            }),
          ),
        );
        return reply.type(fhirJson).send(searchBundle(resources));
      },
    );

    // Assessments updated by released results: the patient after release, their doctor; never a lab.
    const impressions = { permission: 'read:interpretation:scoped', feature: 'ehrIntegration' } as const;
    app.get(
      '/fhir/R4/ClinicalImpression',
      { config: impressions, schema: { tags: ['fhir'], querystring: search } },
      async (request, reply) => {
        const data = await service.impressions(requestContext(request), request.query.patient);
        return reply.type(fhirJson).send(searchBundle(data.map(clinicalImpression)));
      },
    );

    app.get(
      '/fhir/R4/ClinicalImpression/:id',
      { config: impressions, schema: { tags: ['fhir'], params: byId } },
      async (request, reply) => reply.type(fhirJson).send(clinicalImpression(await service.impression(requestContext(request), request.params.id))),
    );
  };
