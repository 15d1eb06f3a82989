import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisSchema,
  envelopeSchema,
  nextQuestionReplySchema,
  questionnaireSessionSchema,
  recommendationSchema,
  startQuestionnaireReplySchema,
  startQuestionnaireSchema,
  submitResponseReplySchema,
  submitResponseSchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
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
      { config, schema: { tags, body: startQuestionnaireSchema, response: { 200: envelopeSchema(startQuestionnaireReplySchema) } } },
      async (request) => ({ success: true as const, data: await service.start(ctx(request), request.body), message: 'Questionnaire started' }),
    );

    app.get(
      '/api/v1/questionnaires/:id',
      { config, schema: { tags, params: idParams, response: { 200: envelopeSchema(z.object({ session: questionnaireSessionSchema })) } } },
      async (request) => ({ success: true as const, data: { session: await service.get(ctx(request), request.params.id) }, message: 'Questionnaire loaded' }),
    );

    app.get(
      '/api/v1/questionnaires/:id/questions/next',
      { config, schema: { tags, params: idParams, response: { 200: envelopeSchema(nextQuestionReplySchema) } } },
      async (request) => ({ success: true as const, data: await service.nextQuestion(ctx(request), request.params.id), message: 'Next question' }),
    );

    app.post(
      '/api/v1/questionnaires/:id/responses',
      { config, schema: { tags, params: idParams, body: submitResponseSchema, response: { 200: envelopeSchema(submitResponseReplySchema) } } },
      async (request) => {
        const data = await service.respond(ctx(request), request.params.id, request.body);
        return { success: true as const, data, message: data.is_complete ? 'Questionnaire complete' : 'Response saved' };
      },
    );

    app.delete(
      '/api/v1/questionnaires/:id/findings/:findingId',
      { config, schema: { tags, params: findingParams, response: { 200: envelopeSchema(submitResponseReplySchema) } } },
      async (request) => {
        const data = await service.removeFinding(ctx(request), request.params.id, request.params.findingId);
        return { success: true as const, data, message: 'Finding removed' };
      },
    );

    app.get(
      '/api/v1/questionnaires/:id/analysis',
      { config, schema: { tags, params: idParams, response: { 200: envelopeSchema(z.object({ analysis: analysisSchema })) } } },
      async (request) => ({ success: true as const, data: { analysis: await service.analysis(ctx(request), request.params.id) }, message: 'Analysis loaded' }),
    );

    app.get(
      '/api/v1/questionnaires/:id/recommendations',
      { config, schema: { tags, params: idParams, response: { 200: envelopeSchema(z.object({ recommendations: z.array(recommendationSchema) })) } } },
      async (request) => ({
        success: true as const,
        data: { recommendations: await service.recommendations(ctx(request), request.params.id) },
        message: 'Recommendations loaded',
      }),
    );

    app.get(
      '/api/v1/questionnaires/user/:userId/history',
      { config, schema: { tags, params: userParams, response: { 200: envelopeSchema(z.object({ sessions: z.array(questionnaireSessionSchema) })) } } },
      async (request) => ({ success: true as const, data: { sessions: await service.history(ctx(request), request.params.userId) }, message: 'History loaded' }),
    );
  };
