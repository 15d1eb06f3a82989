import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContext } from '../../auth/principal';
import { clinicalImpression, diagnosticReport, observation, searchBundle } from './resources';
import type { FhirService } from './service';

const search = z.strictObject({ patient: z.uuid('patient must be a Labwise patient id.') });
const byId = z.strictObject({ id: z.uuid('The requested resource was not found.') });

/**
 * FHIR R4 read access to results (DiagnosticReport, Observation) for callers who may see them:
 * the patient after release, their doctor, the lab that performed them. Behind the EHR feature.
 */
export const fhirRoutes =
  (service: FhirService): FastifyPluginAsyncZod =>
  async (app) => {
    const fhirJson = 'application/fhir+json; charset=utf-8';
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
