import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisSchema,
  nextQuestionReplySchema,
  openingQuerySchema,
  questionnaireSessionSchema,
  recommendationSchema,
  startQuestionnaireReplySchema,
  startQuestionnaireSchema,
  submitResponseReplySchema,
  submitResponseSchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { QuestionnairesService } from './service';

const idParams = z.strictObject({ id: z.uuid('Questionnaire not found.') });
const userParams = z.strictObject({ userId: z.uuid('Unknown user.') });
const findingParams = z.strictObject({
  id: z.uuid('Questionnaire not found.'),
  findingId: z.string().regex(/^[a-z0-9_]{1,80}$/, 'This finding was not read from your answers.'),
});

/** The questionnaire calls of brief §7, over the clinical engine. */
export const questionnaireRoutes =
  (service: QuestionnairesService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['questionnaires'];
    const config = { permission: 'use:questionnaire:scoped' } as const;
    const ctx = requestContext;

    app.post(
      '/api/v1/questionnaires',
      jsonRoute(config, { tags, body: startQuestionnaireSchema }, startQuestionnaireReplySchema),
      async (request) => ok(await service.start(ctx(request), request.body), 'Questionnaire started'),
    );

    app.get(
      '/api/v1/questionnaires/opening',
      jsonRoute(config, { tags, querystring: openingQuerySchema }, nextQuestionReplySchema),
      async (request) => ok(await service.opening(ctx(request), request.query.session_type), 'First question'),
    );

    app.get(
      '/api/v1/questionnaires/:id',
      jsonRoute(config, { tags, params: idParams }, z.object({ session: questionnaireSessionSchema })),
      async (request) =>
        ok({ session: await service.get(ctx(request), request.params.id) }, 'Questionnaire loaded'),
    );

    app.get(
      '/api/v1/questionnaires/:id/questions/next',
      jsonRoute(config, { tags, params: idParams }, nextQuestionReplySchema),
      async (request) => ok(await service.nextQuestion(ctx(request), request.params.id), 'Next question'),
    );

    app.post(
      '/api/v1/questionnaires/:id/responses',
      jsonRoute(config, { tags, params: idParams, body: submitResponseSchema }, submitResponseReplySchema),
      async (request) => {
        const data = await service.respond(ctx(request), request.params.id, request.body);
        return ok(data, data.is_complete ? 'Questionnaire complete' : 'Response saved');
      },
    );

    app.delete(
      '/api/v1/questionnaires/:id/findings/:findingId',
      jsonRoute(config, { tags, params: findingParams }, submitResponseReplySchema),
      async (request) => {
        const data = await service.removeFinding(ctx(request), request.params.id, request.params.findingId);
        return ok(data, 'Finding removed');
      },
    );

    app.get(
      '/api/v1/questionnaires/:id/analysis',
      jsonRoute(config, { tags, params: idParams }, z.object({ analysis: analysisSchema })),
      async (request) =>
        ok({ analysis: await service.analysis(ctx(request), request.params.id) }, 'Analysis loaded'),
    );

    app.get(
      '/api/v1/questionnaires/:id/recommendations',
      jsonRoute(
        config,
        { tags, params: idParams },
        z.object({ recommendations: z.array(recommendationSchema) }),
      ),
      async (request) =>
        ok(
          { recommendations: await service.recommendations(ctx(request), request.params.id) },
          'Recommendations loaded',
        ),
    );

    app.get(
      '/api/v1/questionnaires/user/:userId/history',
      jsonRoute(
        config,
        { tags, params: userParams },
        z.object({ sessions: z.array(questionnaireSessionSchema) }),
      ),
      async (request) =>
        ok({ sessions: await service.history(ctx(request), request.params.userId) }, 'History loaded'),
    );
  };
