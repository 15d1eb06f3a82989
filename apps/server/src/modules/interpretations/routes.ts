import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, interpretationListReplySchema, orderInterpretationReplySchema, patientRefParams } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { InterpretationsService } from './service';

const tags = ['interpretations'];
const orderParams = z.strictObject({ id: z.uuid('The requested resource was not found.') });
const sessionParams = z.strictObject({ id: z.uuid('Questionnaire not found.') });

/** Closing the loop: an assessment updated by released results, read by order, questionnaire or patient. */
export const interpretationRoutes =
  (service: InterpretationsService): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { permission: 'read:interpretation:scoped' } as const;

    app.get(
      '/api/v1/orders/:id/interpretation',
      { config, schema: { tags, params: orderParams, response: { 200: envelopeSchema(orderInterpretationReplySchema) } } },
      async (request) => {
        const interpretation = await service.ofOrder(requestContext(request), request.params.id);
        return { success: true as const, data: { interpretation }, message: interpretation ? 'Interpretation loaded' : 'No interpretation yet' };
      },
    );

    app.get(
      '/api/v1/questionnaires/:id/interpretations',
      { config, schema: { tags, params: sessionParams, response: { 200: envelopeSchema(interpretationListReplySchema) } } },
      async (request) => ({
        success: true as const,
        data: { interpretations: await service.ofSession(requestContext(request), request.params.id) },
        message: 'Interpretations loaded',
      }),
    );

    app.get(
      '/api/v1/patients/:id/interpretations',
      { config, schema: { tags, params: patientRefParams, response: { 200: envelopeSchema(interpretationListReplySchema) } } },
      async (request) => ({
        success: true as const,
        data: { interpretations: await service.ofPatient(requestContext(request), request.params.id) },
        message: 'Interpretations loaded',
      }),
    );
  };
