import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerErrorHandler } from './error-handler';
import { AppError, conflict } from './errors';
import { operationOutcome } from './operation-outcome';

describe('operationOutcome', () => {
  it.each([
    [400, 'invalid'],
    [401, 'login'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [415, 'not-supported'],
    [429, 'throttled'],
    [500, 'exception'],
    [418, 'invalid'],
    [502, 'exception'],
  ])('%i → %s, with the API’s sentence as diagnostics', (status, code) => {
    expect(operationOutcome(status, { detail: 'A sentence.' })).toEqual({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code, diagnostics: 'A sentence.' }],
    });
  });

  it('keeps per-field problems as issues with their path', () => {
    const outcome = operationOutcome(400, {
      detail: 'query.patient: Bad id.',
      issues: [
        { path: 'query.patient', message: 'Bad id.' },
        { path: 'query.x', message: 'Unknown key.' },
      ],
    });
    expect(outcome.issue).toEqual([
      { severity: 'error', code: 'invalid', diagnostics: 'query.patient: Bad id.', expression: ['query.patient'] },
      { severity: 'error', code: 'invalid', diagnostics: 'Unknown key.', expression: ['query.x'] },
    ]);
  });
});

describe('the error handler on /fhir/ and elsewhere', () => {
  async function appThrowing(error: Error) {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    for (const url of ['/fhir/R4/boom', '/api/boom']) {
      app.get(url, () => {
        throw error;
      });
    }
    await app.ready();
    return app;
  }

  it('answers FHIR routes with an OperationOutcome and the API with its own shape, same status and sentence', async () => {
    const app = await appThrowing(conflict('Already done.'));
    const fhir = await app.inject({ method: 'GET', url: '/fhir/R4/boom' });
    expect(fhir.statusCode).toBe(409);
    expect(fhir.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(fhir.json()).toEqual({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'conflict', diagnostics: 'Already done.' }] });
    const api = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(api.statusCode).toBe(409);
    expect(api.json()).toMatchObject({ success: false, message: 'Conflict', detail: 'Already done.' });
  });

  it('keeps headers such as Retry-After on a 429, and hides an unexpected error behind a 500 exception', async () => {
    const limited = await (await appThrowing(new AppError(429, 'Too Many Requests', 'Wait.', { 'Retry-After': '7' }))).inject({ method: 'GET', url: '/fhir/R4/boom' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('7');
    expect(limited.json().issue[0]).toMatchObject({ code: 'throttled', diagnostics: 'Wait.' });
    const broken = await (await appThrowing(new Error('secret internals'))).inject({ method: 'GET', url: '/fhir/R4/boom' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('secret internals');
    expect(broken.json().issue[0]).toMatchObject({ code: 'exception', diagnostics: expect.stringMatching(/Something went wrong/) });
  });
});
