import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import type { SelfCheckResult } from '@labwise/clinical';
import { clinicalValidation } from './clinical-validation';
import { aiRoutes } from './routes';

const result = (passed: boolean): SelfCheckResult => ({
  passed,
  cases: [
    { id: 'stroke', level: 'emergency', passed: true },
    { id: 'anaphylaxis', level: passed ? 'emergency' : 'urgent', passed },
  ],
});

async function capabilities(validated: () => boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(aiRoutes(validated));
  const res = await app.inject({ method: 'GET', url: '/api/v1/ai/questionnaire' });
  await app.close();
  return res.json().data.capabilities as Record<string, boolean>;
}

describe('clinical validation', () => {
  it('reports true when the engine passes its self-check, running it once', async () => {
    const run = vi.fn(() => result(true));
    const validated = clinicalValidation(run);
    expect(await capabilities(validated)).toMatchObject({ clinical_validation: true });
    expect(await capabilities(validated)).toMatchObject({ clinical_validation: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reports false when the engine fails, naming the failed cases once', async () => {
    const onFailure = vi.fn();
    const validated = clinicalValidation(() => result(false), onFailure);
    expect(await capabilities(validated)).toMatchObject({ ai_analysis: true, clinical_validation: false });
    validated();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledWith(['anaphylaxis → urgent']);
  });
});
