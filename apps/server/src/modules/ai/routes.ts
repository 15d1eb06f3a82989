import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonRoute, ok } from '../../http/envelope';

const interfaceSchema = z.object({
  title: z.string(),
  description: z.string(),
  capabilities: z.object({
    ai_analysis: z.boolean(),
    dynamic_questions: z.boolean(),
    clinical_validation: z.boolean(),
  }),
});

/**
 * The AI questionnaire's interface definition (brief §7 `GET /api/v1/ai/questionnaire`). It exists
 * only while the AI feature is on; with FEATURE_AI=false the route answers 404. `clinical_validation`
 * is the engine's self-check result (clinical-validation.ts), not a constant.
 */
export const aiRoutes =
  (clinicallyValidated: () => boolean): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/ai/questionnaire',
      jsonRoute({ permission: 'use:ai:own', feature: 'ai' }, { tags: ['ai'] }, interfaceSchema),
      async () =>
        ok(
          {
            title: 'AI Health Assessment',
            description:
              'Answer a few questions about how you feel. Labwise reasons over your answers, explains what they may point to and which lab tests could help — information, not a diagnosis.',
            capabilities: {
              ai_analysis: true,
              dynamic_questions: true,
              clinical_validation: clinicallyValidated(),
            },
          },
          'AI questionnaire interface loaded',
        ),
    );
  };
