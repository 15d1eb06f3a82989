import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { registerErrorHandler } from './error-handler';

/** A bare Fastify app with the error handler, whose route throws `error`; logs are captured. */
async function appThrowing(error: Error) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandler(app);
  app.get('/boom', () => {
    throw error;
  });
  await app.ready();
  return { app, lines };
}

function wrappedQueryError(code: string, message: string) {
  const driver = Object.assign(new Error(message), { code });
  return new Error('Failed query: select * from patients where email = $1\nparams: canary.patient@example.com', { cause: driver });
}

describe('error handler', () => {
  it('answers 503 with Retry-After when the database is unreachable, even behind the query builder’s wrapper', async () => {
    const { app } = await appThrowing(wrappedQueryError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().detail).toBe('The service is temporarily unavailable. Please try again shortly.');
  });

  it('never logs the SQL parameters of a failed query', async () => {
    for (const error of [wrappedQueryError('57P01', 'terminating connection'), wrappedQueryError('23505', 'duplicate key')]) {
      const { app, lines } = await appThrowing(error);
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect([500, 503]).toContain(res.statusCode);
      expect(res.body).not.toContain('canary');
      expect(lines.join('')).not.toContain('canary');
      expect(lines.join('')).toContain('database query failed');
    }
  });
});

describe('text guard', () => {
  it('refuses NUL characters in bodies and queries with a 400 naming the field', async () => {
    const { registerTextGuard } = await import('./text-guard');
    const app = Fastify();
    registerErrorHandler(app);
    registerTextGuard(app);
    app.post('/echo', (request) => request.body);
    app.get('/echo', (request) => request.query);
    await app.ready();
    const body = await app.inject({ method: 'POST', url: '/echo', payload: { note: { title: 'a\u0000b' } } });
    expect(body.statusCode).toBe(400);
    expect(body.json().detail).toBe('note.title: text must not contain NUL (\\u0000) characters.');
    expect((await app.inject({ method: 'GET', url: '/echo?q=%00' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/echo', payload: { note: 'fine' } })).statusCode).toBe(200);
  });
});
