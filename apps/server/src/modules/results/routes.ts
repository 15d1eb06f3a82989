import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectSampleRequest,
  criticalRecipientSchema,
  envelopeSchema,
  orderResultsSchema,
  releaseResultsRequest,
  releasedResultsSchema,
  resultHistoryQuery,
  resultHistorySchema,
  resultFormSchema,
  specimenLabelSchema,
  specimenSchema,
  uploadResultsRequest,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { ResultsService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown order.') });
const done = envelopeSchema(z.object({ done: z.literal(true) }));

/** Lab workflow steps and results (brief §2 Lab dashboard, §4 lab workflow). */
export const resultsRoutes =
  (service: ResultsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lab workflow'];
    const ctx = requestContext;

    app.post(
      '/api/v1/lab-orders/:id/collect',
      { config: { permission: 'update:order:lab' }, schema: { tags, params: idParams, body: collectSampleRequest, response: { 200: envelopeSchema(specimenSchema) } } },
      async (request) => ({ success: true as const, data: await service.collect(ctx(request), request.params.id, request.body), message: 'Sample collected' }),
    );

    app.get(
      '/api/v1/lab-orders/:id/specimen-label',
      { config: { permission: 'update:order:lab' }, schema: { tags, params: idParams, response: { 200: envelopeSchema(specimenLabelSchema) } } },
      async (request) => ({ success: true as const, data: await service.label(ctx(request), request.params.id), message: 'Label ready' }),
    );

    app.post(
      '/api/v1/lab-orders/:id/start-processing',
      { config: { permission: 'update:order:lab' }, schema: { tags, params: idParams, response: { 200: done } } },
      async (request) => {
        await service.startProcessing(ctx(request), request.params.id);
        return { success: true as const, data: { done: true as const }, message: 'Processing started' };
      },
    );

    app.get(
      '/api/v1/lab-orders/:id/result-form',
      { config: { permission: 'update:order:lab' }, schema: { tags, params: idParams, response: { 200: envelopeSchema(resultFormSchema) } } },
      async (request) => ({ success: true as const, data: await service.form(ctx(request), request.params.id), message: 'Result form loaded' }),
    );

    app.post(
      '/api/v1/lab-orders/:id/results',
      {
        config: { permission: 'update:order:lab' },
        schema: {
          tags,
          params: idParams,
          body: uploadResultsRequest,
          response: { 200: envelopeSchema(z.object({ version: z.number().int(), critical: z.array(z.string()), notified: z.array(criticalRecipientSchema) })) },
        },
      },
      async (request) => {
        const outcome = await service.upload(ctx(request), request.params.id, request.body);
        return { success: true as const, data: outcome, message: outcome.version === 1 ? 'Results uploaded' : `Correction saved as version ${outcome.version}` };
      },
    );

    app.post(
      '/api/v1/lab-orders/:id/release',
      { config: { permission: 'release:results:doctor' }, schema: { tags, params: idParams, body: releaseResultsRequest, response: { 200: done } } },
      async (request) => {
        await service.release(ctx(request), request.params.id, request.body.comment);
        return { success: true as const, data: { done: true as const }, message: 'Results released to the patient' };
      },
    );

    app.get(
      '/api/v1/lab-orders/:id/report.pdf',
      { config: { permission: 'read:results:scoped' }, schema: { tags, params: idParams, produces: ['application/pdf'] } },
      async (request, reply) => {
        const { fileName, pdf } = await service.report(ctx(request), request.params.id);
        return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`).send(pdf);
      },
    );

    app.get(
      '/api/v1/lab-orders/:id/results/history',
      {
        config: { permission: 'read:results:scoped' },
        schema: { tags, params: idParams, querystring: resultHistoryQuery, response: { 200: envelopeSchema(resultHistorySchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.history(ctx(request), request.params.id, request.query.analyteId),
        message: 'Result history loaded',
      }),
    );

    app.get(
      '/api/v1/lab-orders/:id/results',
      { config: { permission: 'read:results:scoped' }, schema: { tags, params: idParams, response: { 200: envelopeSchema(orderResultsSchema) } } },
      async (request) => ({ success: true as const, data: await service.read(ctx(request), request.params.id), message: 'Results loaded' }),
    );

    app.get(
      '/api/v1/patients/me/results',
      { config: { permission: 'read:results:own' }, schema: { tags: ['patients'], response: { 200: envelopeSchema(z.array(releasedResultsSchema)) } } },
      async (request) => ({ success: true as const, data: await service.released(ctx(request)), message: 'Results loaded' }),
    );
  };
