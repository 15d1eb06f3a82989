import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { signedInUser } from '../../../test/accounts';

describe('AI questionnaire interface', () => {
  let on: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    on = await createTestApp();
    off = await createTestApp({ FEATURE_AI: 'false' });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  it('describes the interface to patients, and refuses lab technicians', async () => {
    const patient = await signedInUser(on.app, on.database.db, 'ai-patient@example.com');
    const res = await on.app.inject({ method: 'GET', url: '/api/v1/ai/questionnaire', headers: patient.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.capabilities).toEqual({ ai_analysis: true, dynamic_questions: true, clinical_validation: true });
    const tech = await signedInUser(on.app, on.database.db, 'ai-tech@example.com', 'lab_technician');
    expect((await on.app.inject({ method: 'GET', url: '/api/v1/ai/questionnaire', headers: tech.headers })).statusCode).toBe(403);
  });

  it('answers 404 when the AI feature is switched off', async () => {
    const patient = await signedInUser(off.app, off.database.db, 'ai-off@example.com');
    const res = await off.app.inject({ method: 'GET', url: '/api/v1/ai/questionnaire', headers: patient.headers });
    expect(res.statusCode).toBe(404);
    const config = await off.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data.runtimeFeatures.ai).toBe(false);
  });
});
