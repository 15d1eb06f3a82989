import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { roleHolds, type Role } from '@labwise/domain';
import { useTestApp } from '../app';
import { testEngine } from '../database';
import { buildFixtures, type Actor, type Fixtures } from './fixtures';
import { ROUTE_MATRIX } from './route-matrix';
import { isStrictObject, mutatedArbitrary, validArbitrary } from './zod-arbitrary';

/**
 * SECURITY.md "Bad input": fast-check properties over every endpoint that takes a body, generated
 * from the route's own schema. Inputs valid in shape and hostile mutations (wrong types, smuggled
 * keys such as role/status/patientId, SQL-injection and markup strings, random JSON) must never
 * produce a 5xx; a smuggled key is refused with 400 by strict bodies; and a rejected request
 * changes no row. Run count: FUZZ_RUNS, else 200 in CI on PostgreSQL (SECURITY.md's figure) and
 * 20 on PGlite, whose single-connection WASM engine makes each run more than ten times dearer; the seed
 * is printed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI && testEngine() === 'postgres' ? 200 : 20));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CALLERS = ['patientA', 'doctorOfA', 'techOfLab', 'admin'] as const;
const ROLE_OF: Record<(typeof CALLERS)[number], Role> = { patientA: 'patient', doctorOfA: 'doctor', techOfLab: 'lab_technician', admin: 'admin' };
// Tables a request could write. Audit entries are expected on every call and are not counted.
const TABLES = [
  'users', 'patients', 'orders', 'order_items', 'order_events', 'carts', 'cart_lines', 'questionnaire_sessions',
  'questionnaire_responses', 'questionnaire_analyses', 'results', 'result_reports', 'specimens', 'tests', 'test_analytes',
  'test_reference_ranges', 'labs', 'lab_tests', 'appointments', 'partnership_requests', 'notifications', 'settings',
  'consultation_requests', 'patient_invites', 'lab_interface_credentials', 'inbound_lab_messages',
];

const ctx = useTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
let f: Fixtures;

beforeAll(async () => {
  f = await buildFixtures(ctx);
  console.warn(`input fuzzing: seed ${SEED}, ${RUNS} runs per property (replay with FUZZ_SEED=${SEED})`);
}, 120_000);

async function rowCount(): Promise<number> {
  const existing = await ctx.database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`);
  const names = new Set((existing as { rows: { table_name: string }[] }).rows.map((r) => r.table_name));
  const parts = TABLES.filter((t) => names.has(t)).map((t) => `(select count(*) from "${t}")`);
  const result = await ctx.database.db.execute(sql.raw(`select ${parts.join(' + ')} as n`));
  return Number((result as { rows: { n: number | string }[] }).rows[0]!.n);
}

type Target = { key: string; method: string; url: string; actor: Actor; schema: unknown };

function targets(): Target[] {
  const out: Target[] = [];
  for (const route of ctx.app.routeInventory) {
    if (!route.bodySchema) continue;
    const key = `${route.method} ${route.url}`;
    const spec = ROUTE_MATRIX[key];
    if (!spec) continue; // the permission matrix fails for routes missing from it
    const permission = route.permission;
    const actor: Actor | undefined = permission === 'public' ? 'anonymous' : CALLERS.find((a) => roleHolds(permission, ROLE_OF[a], false));
    if (!actor) continue;
    const fixed = 'public' in spec ? {} : (spec.fixed?.(f) ?? {});
    const params = 'public' in spec ? {} : (spec.params ?? {});
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
      const kind = params[name];
      return kind ? f.objects[kind].A : (fixed[name] ?? '00000000-0000-4000-8000-000000000000');
    });
    out.push({ key, method: route.method, url, actor, schema: route.bodySchema });
  }
  // Account changes last: they may lock a fuzzing caller out of the routes after them.
  return out.sort((a, b) => Number(a.key.includes('/admin/users')) - Number(b.key.includes('/admin/users')));
}

/** Keys a caller must not be able to set, minus the schema's own fields (assign-role takes a role). */
function smuggleKeys(schema: unknown): string[] {
  const own = Object.keys((schema as { shape?: Record<string, unknown> }).shape ?? {});
  return ['role', 'status', 'patientId', 'labId', 'userId', '__proto__'].filter((k) => !own.includes(k));
}

/** The body with an own "__proto__" key, as JSON.parse of a hostile request would give. */
function withProto(body: object): unknown {
  const rest = JSON.stringify(body).slice(1, -1);
  return JSON.parse(`{"__proto__":{"role":"admin"}${rest ? `,${rest}` : ''}}`) as unknown;
}

function send(target: Target, body: unknown) {
  const headers = target.actor === 'anonymous' ? {} : f.users[target.actor].headers;
  return ctx.app.inject({ method: target.method as 'POST', url: target.url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body ?? null) });
}

describe('input fuzzing over every endpoint’s schema', () => {
  it('answers 413 to a 10 MB body, 400 to deep nesting and 415 to a form body', async () => {
    const headers = { ...f.users.patientA.headers, 'content-type': 'application/json' };
    const big = await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers, payload: JSON.stringify({ testId: f.testId, pad: 'x'.repeat(10 * 1024 * 1024) }) });
    expect(big.statusCode).toBe(413);
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const nested = await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers, payload: deep });
    expect(nested.statusCode).toBe(400);
    const form = await ctx.app.inject({ method: 'POST', url: '/api/v1/cart/lines', headers: { ...f.users.patientA.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: `testId=${f.testId}` });
    expect(form.statusCode).toBe(415);
  });

  it('never answers 5xx, refuses smuggled keys, and changes no row when it rejects', async () => {
    const list = targets();
    expect(list.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const target of list) {
      const check = async (body: unknown, mustReject: boolean) => {
        const before = await rowCount();
        const res = await send(target, body);
        if (res.statusCode >= 500) failures.push(`${target.key} → ${res.statusCode} for ${JSON.stringify(body).slice(0, 200)}`);
        if (mustReject && res.statusCode < 300) failures.push(`${target.key} accepted a smuggled key: ${JSON.stringify(body).slice(0, 200)}`);
        if (res.statusCode >= 400 && (await rowCount()) !== before) failures.push(`${target.key} changed rows while answering ${res.statusCode}`);
        return res.statusCode < 500;
      };
      await fc.assert(fc.asyncProperty(validArbitrary(target.schema), (body) => check(body, false)), { numRuns: RUNS, seed: SEED });
      await fc.assert(fc.asyncProperty(mutatedArbitrary(target.schema), (body) => check(body, false)), { numRuns: RUNS, seed: SEED + 1 });
      if (isStrictObject(target.schema)) {
        await fc.assert(
          fc.asyncProperty(validArbitrary(target.schema), fc.constantFrom(...smuggleKeys(target.schema)), (body, key) =>
            check(key === '__proto__' ? withProto(body as object) : { ...(body as object), [key]: 'admin' }, true),
          ),
          { numRuns: Math.max(10, Math.floor(RUNS / 4)), seed: SEED + 2 },
        );
      }
      if (failures.length > 20) break;
    }
    expect(failures).toEqual([]);
  }, 1_800_000);

});
