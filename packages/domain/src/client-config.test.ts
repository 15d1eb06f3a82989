import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from './api';
import { parseClientConfig } from './client-config';

const valid = {
  apiBaseUrl: '',
  publicUrl: 'https://labwise.example',
  apiTimeoutMs: 30_000,
  identity: {
    issuer: 'https://labwise.example/oidc',
    clientId: 'labwise-web',
    audience: 'https://labwise.example/api',
    scopes: 'openid profile email',
    roleClaim: 'https://labwise.app/claims/role',
    embedded: true,
  },
  azure: { tenant_name: 'contoso', client_id: 'abc', primary_domain: 'contoso.example' },
  features: { mockAuth: false, analytics: true },
  runtimeFeatures: { payments: true, labIntegration: false, ehrIntegration: true, ai: true },
  paymentPublishableKey: null,
  environment: 'production',
};

/** Both checks must judge a value alike and give the same result (zod: the server's schema). */
function expectSameVerdict(value: unknown) {
  const zod = clientConfigSchema.safeParse(value);
  expect(parseClientConfig(value)).toEqual(zod.success ? zod.data : null);
}

/** Replaces the value at `path` (or deletes it when `replacement` is the marker). */
const DELETE = Symbol('delete');
function withValueAt(root: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = { ...(root as Record<string, unknown>) };
  const next = withValueAt(copy[key!], rest, replacement);
  if (next === DELETE) delete copy[key!];
  else copy[key!] = next;
  return copy;
}

const leafPaths: string[][] = [];
(function collect(value: unknown, path: string[]) {
  if (typeof value === 'object' && value !== null) for (const [key, child] of Object.entries(value)) collect(child, [...path, key]);
  if (path.length > 0) leafPaths.push(path);
})(valid, []);

describe('parseClientConfig', () => {
  it('accepts a valid configuration, without the keys it does not know', () => {
    const extra = { ...valid, unknown: 1, identity: { ...valid.identity, extra: 'x' } };
    expect(parseClientConfig(extra)).toEqual(valid);
    expectSameVerdict(extra);
    expect(parseClientConfig({ ...valid, azure: null, paymentPublishableKey: 'pk' })).toEqual({ ...valid, azure: null, paymentPublishableKey: 'pk' });
  });

  it.each([null, undefined, 42, 'config', [], [valid]])('rejects %s', (value) => {
    expect(parseClientConfig(value)).toBeNull();
    expectSameVerdict(value);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '30000'])('rejects a timeout of %s', (apiTimeoutMs) => {
    expect(parseClientConfig({ ...valid, apiTimeoutMs })).toBeNull();
    expectSameVerdict({ ...valid, apiTimeoutMs });
  });

  it('judges every value as the server schema does', () => {
    const replacement = fc.oneof(
      fc.constant(DELETE),
      fc.constant(null),
      fc.constant(undefined),
      fc.string(),
      fc.boolean(),
      fc.double(),
      fc.integer(),
      fc.constant([]),
      fc.dictionary(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(fc.constantFrom(...leafPaths), replacement, (path, value) => {
        expectSameVerdict(withValueAt(valid, path, value));
      }),
    );
  });
});
