import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClinicalEngine, FreeTextReader } from '@labwise/clinical';
import {
  diagnosisRequestSchema,
  diagnosisSchema,
  parseReplySchema,
  parseRequestSchema,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { Database } from '../../db/database';
import { audit } from '../../platform/audit';
import { jsonRoute, ok } from '../../http/envelope';

/**
 * The engine's stateless calls (CLINICAL.md API): free text → findings (with whether the text
 * could be read), and evidence → ranked
 * conditions, triage, next question and tests. Nothing is stored; each call leaves an audit
 * entry (who and when — never what was said).
 */
export const aiEngineRoutes =
  (db: Database, engine: ClinicalEngine, reader: FreeTextReader): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['ai'];
    const config = { permission: 'use:ai:own', feature: 'ai' } as const;

    app.post(
      '/api/v1/ai/parse',
      jsonRoute(config, { tags, body: parseRequestSchema }, parseReplySchema),
      async (request) => {
        const { principal, requestId } = requestContext(request);
        // `understood` lets the client say "we could not read this" instead of reading nothing as reassurance.
        const { findings, understood } = reader.read(request.body.text);
        await audit(db, {
          actor: principal,
          action: 'read',
          resourceType: 'ai_parse',
          outcome: 'allowed',
          requestId,
        });
        return ok({ findings, understood }, `${findings.length} findings read`);
      },
    );

    app.post(
      '/api/v1/ai/diagnosis',
      jsonRoute(config, { tags, body: diagnosisRequestSchema }, diagnosisSchema),
      async (request) => {
        const { principal, requestId } = requestContext(request);
        const { age, sex, evidence, text } = request.body;
        const diagnosis = engine.diagnose({ age, sex, evidence, ...(text ? { text } : {}) });
        await audit(db, {
          actor: principal,
          action: 'read',
          resourceType: 'ai_diagnosis',
          outcome: 'allowed',
          requestId,
        });
        return ok(diagnosis, 'Diagnosis computed');
      },
    );
  };
