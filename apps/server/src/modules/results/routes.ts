import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectSampleRequest,
  criticalRecipientSchema,
  orderResultsSchema,
  pageQuery,
  RELEASED_RESULTS_LIMIT,
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
import { done, doneSchema, jsonRoute, ok, okPage, pageRoute } from '../../http/envelope';
import type { ResultsService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown order.') });
const releasedQuery = pageQuery(RELEASED_RESULTS_LIMIT, RELEASED_RESULTS_LIMIT);

/** Lab workflow steps and results (brief §2 Lab dashboard, §4 lab workflow). */
export const resultsRoutes =
  (service: ResultsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lab workflow'];
    const ctx = requestContext;

    app.post(
      '/api/v1/lab-orders/:id/collect',
      jsonRoute('update:order:lab', { tags, params: idParams, body: collectSampleRequest }, specimenSchema),
      async (request) =>
        ok(await service.collect(ctx(request), request.params.id, request.body), 'Sample collected'),
    );

    app.get(
      '/api/v1/lab-orders/:id/specimen-label',
      jsonRoute('update:order:lab', { tags, params: idParams }, specimenLabelSchema),
      async (request) => ok(await service.label(ctx(request), request.params.id), 'Label ready'),
    );

    app.post(
      '/api/v1/lab-orders/:id/start-processing',
      jsonRoute('update:order:lab', { tags, params: idParams }, doneSchema),
      async (request) => {
        await service.startProcessing(ctx(request), request.params.id);
        return done('Processing started');
      },
    );

    app.get(
      '/api/v1/lab-orders/:id/result-form',
      jsonRoute('update:order:lab', { tags, params: idParams }, resultFormSchema),
      async (request) => ok(await service.form(ctx(request), request.params.id), 'Result form loaded'),
    );

    app.post(
      '/api/v1/lab-orders/:id/results',
      jsonRoute(
        'update:order:lab',
        { tags, params: idParams, body: uploadResultsRequest },
        z.object({
          version: z.number().int(),
          critical: z.array(z.string()),
          notified: z.array(criticalRecipientSchema),
        }),
      ),
      async (request) => {
        const outcome = await service.upload(ctx(request), request.params.id, request.body);
        return ok(
          outcome,
          outcome.version === 1 ? 'Results uploaded' : `Correction saved as version ${outcome.version}`,
        );
      },
    );

    app.post(
      '/api/v1/lab-orders/:id/release',
      jsonRoute(
        'release:results:doctor',
        { tags, params: idParams, body: releaseResultsRequest },
        doneSchema,
      ),
      async (request) => {
        await service.release(ctx(request), request.params.id, request.body.comment);
        return done('Results released to the patient');
      },
    );

    app.get(
      '/api/v1/lab-orders/:id/results/history',
      jsonRoute(
        'read:results:scoped',
        { tags, params: idParams, querystring: resultHistoryQuery },
        resultHistorySchema,
      ),
      async (request) =>
        ok(
          await service.history(ctx(request), request.params.id, request.query.analyteId),
          'Result history loaded',
        ),
    );

    app.get(
      '/api/v1/lab-orders/:id/results',
      jsonRoute('read:results:scoped', { tags, params: idParams }, orderResultsSchema),
      async (request) => ok(await service.read(ctx(request), request.params.id), 'Results loaded'),
    );

    app.get(
      '/api/v1/patients/me/results',
      pageRoute('read:results:own', { tags: ['patients'], querystring: releasedQuery }, releasedResultsSchema),
      async (request) => okPage(await service.released(ctx(request), request.query), 'Results loaded'),
    );
  };
