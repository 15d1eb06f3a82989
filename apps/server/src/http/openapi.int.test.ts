import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { OPERATIONS } from './openapi-operations';

type Operation = { operationId?: string; summary?: string; security?: Record<string, string[]>[]; responses?: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type: string; scheme: string }> } };

/**
 * The operations anyone may call without a token, listed here on purpose: a new public route
 * fails this test until it is added (with a reason to be public).
 */
const PUBLIC = new Set([
  // Health probes and the SPA's bootstrap configuration.
  'GET /healthz',
  'GET /readyz',
  'GET /api/config',
  'GET /api/v1/settings/public',
  // The identity flows of the brief (§1): before sign-in by nature.
  'POST /api/v1/auth/verify-email',
  'POST /api/v1/auth/password-reset/request',
  'POST /api/v1/auth/password-reset',
  'POST /api/v1/auth/verification/resend',
  // What an invitation link is for, shown before its patient signs in.
  'GET /api/v1/invites/{token}',
  // FHIR servers publish their capabilities unauthenticated (FHIR R4 §3.1.0.11).
  'GET /fhir/R4/metadata',
]);
/** Partner labs deliver HL7 with their interface key (HTTP Basic), not a user's token. */
const BASIC = new Set(['POST /hl7/v2/oru']);
/** Probes take no input and answer 200 or 503: they have no 4xx to document. */
const NO_CLIENT_ERROR = new Set(['GET /healthz', 'GET /readyz']);

const ctx = useTestApp();
let operations: [string, Operation][];
let doc: Document;

beforeAll(async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]));
});

describe('the OpenAPI document', () => {
  it('documents every route the server serves', () => {
    const served = new Set(
      ctx.app.routeInventory
        .filter((r) => !r.url.startsWith('/api/docs') && !r.url.startsWith('/oidc') && r.method !== 'OPTIONS' && r.url.startsWith('/') && !r.url.includes('*'))
        .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(operations.map(([key]) => key));
    expect([...served].filter((key) => !documented.has(key) && key.match(/^\w+ \/(api|fhir|hl7|healthz|readyz)/))).toEqual([]);
  });

  it('gives every operation a summary and a unique operationId from the operations table', () => {
    expect(operations.filter(([key]) => !OPERATIONS[key]).map(([key]) => key)).toEqual([]);
    expect(operations.filter(([, op]) => !op.summary?.trim()).map(([key]) => key)).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for a bearer token everywhere except the listed public and HL7 operations', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const wrong = operations.filter(([key, op]) => {
      if (PUBLIC.has(key)) return JSON.stringify(op.security) !== '[]';
      if (BASIC.has(key)) return JSON.stringify(op.security) !== JSON.stringify([{ basic: [] }]);
      return JSON.stringify(op.security) !== JSON.stringify([{ bearer: [] }]);
    });
    expect(wrong.map(([key, op]) => `${key} ${JSON.stringify(op.security)}`)).toEqual([]);
    // Each listed public operation exists, so the list does not rot.
    const keys = new Set(operations.map(([key]) => key));
    expect([...PUBLIC, ...BASIC].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents at least one 4xx answer on every operation, and 401 on every protected one', () => {
    const without4xx = operations.filter(([key, op]) => !NO_CLIENT_ERROR.has(key) && !Object.keys(op.responses ?? {}).some((s) => /^4\d\d$/.test(s)));
    expect(without4xx.map(([key]) => key)).toEqual([]);
    const without401 = operations.filter(([key, op]) => !PUBLIC.has(key) && !(op.responses ?? {})['401']);
    expect(without401.map(([key]) => key)).toEqual([]);
  });

  it('matches what the server really answers: a protected route without a token gets the documented 401 shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/lab-orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String), detail: expect.any(String) });
  });
});
