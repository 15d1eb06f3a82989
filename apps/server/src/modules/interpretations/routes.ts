import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  interpretationListReplySchema,
  orderInterpretationReplySchema,
  patientRefParams,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
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
      jsonRoute(config, { tags, params: orderParams }, orderInterpretationReplySchema),
      async (request) => {
        const interpretation = await service.ofOrder(requestContext(request), request.params.id);
        return ok({ interpretation }, interpretation ? 'Interpretation loaded' : 'No interpretation yet');
      },
    );

    app.get(
      '/api/v1/questionnaires/:id/interpretations',
      jsonRoute(config, { tags, params: sessionParams }, interpretationListReplySchema),
      async (request) =>
        ok(
          { interpretations: await service.ofSession(requestContext(request), request.params.id) },
          'Interpretations loaded',
        ),
    );

    app.get(
      '/api/v1/patients/:id/interpretations',
      jsonRoute(config, { tags, params: patientRefParams }, interpretationListReplySchema),
      async (request) =>
        ok(
          { interpretations: await service.ofPatient(requestContext(request), request.params.id) },
          'Interpretations loaded',
        ),
    );
  };
