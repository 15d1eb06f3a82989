import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { orders, results, testAnalytes } from '../../db/schema';
import { audit } from '../../platform/audit';
import { itemsOf, listOrders, orderScope } from '../orders/repository';
import { latestReport } from '../results/repository';
import { diagnosticReport, observation, searchBundle } from './resources';

const search = z.strictObject({ patient: z.uuid('patient must be a Labwise patient id.') });

/**
 * FHIR R4 read access to results (DiagnosticReport, Observation) for callers who may see them:
 * the patient after release, their doctor, the lab that performed them. Behind the EHR feature.
 */
export const fhirRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    async function reportsFor(request: { principal: Parameters<typeof requirePrincipal>[0]; id: string }, patientId: string) {
      const principal = requirePrincipal(request.principal);
      const visible = await listOrders(
        db,
        and(eq(orders.patientId, patientId), inArray(orders.status, ['results_ready', 'completed']), orderScope(principal)) as SQL,
        200,
      );
      const released = principal.role === 'patient' ? visible.filter((o) => o.status === 'completed') : visible;
      await audit(db, { actor: principal, action: 'read', resourceType: 'fhir', resourceId: patientId, patientId, outcome: 'allowed', requestId: request.id });
      return Promise.all(
        released.map(async (order) => {
          const rows = await db
            .select({ result: results, loinc: testAnalytes.loinc, name: testAnalytes.name })
            .from(results)
            .innerJoin(testAnalytes, eq(testAnalytes.id, results.analyteId))
            .where(and(eq(results.orderId, order.id), inArray(results.status, ['final', 'corrected'])));
          const testNames = (await itemsOf(db, [order.id])).map((item) => item.testName);
          return { order, rows, testNames, report: await latestReport(db, order.id) };
        }),
      );
    }

    const fhirJson = 'application/fhir+json; charset=utf-8';
    app.get(
      '/fhir/R4/DiagnosticReport',
      { config: { permission: 'read:results:scoped', feature: 'ehrIntegration' }, schema: { tags: ['fhir'], querystring: search } },
      async (request, reply) => {
        const data = await reportsFor(request, request.query.patient);
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
        const data = await reportsFor(request, request.query.patient);
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
  };
