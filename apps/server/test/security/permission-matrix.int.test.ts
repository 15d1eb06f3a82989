import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PERMISSIONS, roleHolds, type Permission, type Role } from '@labwise/domain';
import { auditEvents } from '../../src/db/schema';
import { useTestApp } from '../app';
import { ACTORS, buildFixtures, MARK, type Actor, type Fixtures } from './fixtures';
import { ROUTE_MATRIX, visibility, type ObjectKind, type Owner, type RouteSpec } from './route-matrix';

/**
 * SECURITY.md "Access control", generated from the server's live route inventory and the matrix
 * data: every route × every actor × (own / another's / missing) object. Targets: every route in
 * the matrix, 0 unexpected 2xx, out-of-scope reads identical to a missing id, and no other
 * patient's data in any denied body or list.
 */
const MISSING = '00000000-0000-4000-8000-000000000000';
const ROLE_OF: Record<Exclude<Actor, 'anonymous'>, Role> = {
  patientA: 'patient',
  patientB: 'patient',
  doctorOfA: 'doctor',
  otherDoctor: 'doctor',
  techOfLab: 'lab_technician',
  otherTech: 'lab_technician',
  admin: 'admin',
};

const ctx = useTestApp();
let f: Fixtures;
type Route = { method: string; url: string; permission: Permission; key: string };
let routes: Route[];

beforeAll(async () => {
  f = await buildFixtures(ctx);
  routes = ctx.app.routeInventory.map((r) => ({ ...r, key: `${r.method} ${r.url}` }));
}, 120_000);

type Scoped = Exclude<RouteSpec, { public: string }>;
const isPublic = (spec: RouteSpec): spec is { public: string } => 'public' in spec;

function urlFor(route: Route, spec: Scoped, ids: Record<string, string>, query?: string): string {
  const fixed = spec.fixed?.(f) ?? {};
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? fixed[name] ?? MISSING);
  return query ? `${path}?${query}` : path;
}

async function call(actor: Actor, method: string, url: string, body?: unknown) {
  const headers = actor === 'anonymous' ? {} : f.users[actor].headers;
  return ctx.app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

const withoutRequestId = (body: string) => body.replace(/"requestId":"[^"]*"/, '');

/** Whether the request left a denied entry in the audit trail (its id: the API error's, else the header a FHIR OperationOutcome leaves with). */
async function auditedDenial(res: { body: string; headers: Record<string, unknown> }): Promise<boolean> {
  const header = res.headers['x-request-id'];
  const requestId = (JSON.parse(res.body) as { requestId?: string }).requestId ?? (typeof header === 'string' ? header : undefined);
  if (!requestId) return false;
  const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
  return rows.some((row) => row.outcome === 'denied');
}
const mayCall = (actor: Actor, permission: Permission) => actor !== 'anonymous' && roleHolds(permission, ROLE_OF[actor], false);
const owners: Owner[] = ['A', 'B'];

describe('permission matrix', () => {
  it('covers every served route, and serves every route it lists', () => {
    const served = new Set(routes.map((r) => r.key));
    const missing = [...served].filter((key) => !(key in ROUTE_MATRIX));
    const stale = Object.keys(ROUTE_MATRIX).filter((key) => !served.has(key));
    expect(missing, 'routes missing from the matrix').toEqual([]);
    expect(stale, 'matrix entries for routes no longer served').toEqual([]);
  });

  it('declares public only what is meant to be public', () => {
    for (const route of routes) {
      const spec = ROUTE_MATRIX[route.key]!;
      expect(route.permission === 'public', `${route.key} permission ${route.permission}`).toBe(isPublic(spec));
    }
  });

  it('answers 401 to anonymous callers and 403 to roles without the permission, with no health data', async () => {
    const unexpected: string[] = [];
    for (const route of routes) {
      const spec = ROUTE_MATRIX[route.key];
      if (!spec || isPublic(spec)) continue;
      for (const actor of ACTORS) {
        if (mayCall(actor, route.permission)) continue;
        const url = urlFor(route, spec, { id: f.objects.order.A });
        const res = await call(actor, route.method, url, spec.body?.(f));
        const expected = actor === 'anonymous' ? 401 : 403;
        if (res.statusCode !== expected || res.body.includes(MARK.A) || res.body.includes(MARK.B)) {
          unexpected.push(`${actor} ${route.key} → ${res.statusCode}`);
        } else if (actor !== 'anonymous' && !(await auditedDenial(res))) {
          unexpected.push(`${actor} ${route.key} → 403 without an audit entry`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  }, 120_000);

  it('never lets a caller reach another patient’s object: 404 like a missing id, no data', async () => {
    const unexpected: string[] = [];
    for (const route of routes) {
      const spec = ROUTE_MATRIX[route.key];
      if (!spec || isPublic(spec) || spec.stream) continue;
      const targets: { kind: ObjectKind; ids: (owner: Owner | null) => { ids: Record<string, string>; query?: string } }[] = [];
      for (const [param, kind] of Object.entries(spec.params ?? {})) {
        targets.push({ kind, ids: (owner) => ({ ids: { [param]: owner ? f.objects[kind][owner] : MISSING } }) });
      }
      if (spec.query) {
        const q = spec.query;
        targets.push({ kind: q.kind, ids: (owner) => ({ ids: {}, query: owner ? q.build(f, owner) : `patient=${MISSING}` }) });
      }
      for (const target of targets) {
        for (const actor of ACTORS) {
          if (!mayCall(actor, route.permission)) continue;
          const missing = target.ids(null);
          const missingRes = await call(actor, route.method, urlFor(route, spec, missing.ids, missing.query), spec.body?.(f));
          for (const owner of owners) {
            if (visibility(target.kind, owner, actor) !== 'no') continue;
            const chosen = target.ids(owner);
            const res = await call(actor, route.method, urlFor(route, spec, chosen.ids, chosen.query), spec.body?.(f));
            const label = `${actor} ${route.key} on ${owner}'s ${target.kind} → ${res.statusCode}`;
            const isSearch = Boolean(chosen.query) && res.statusCode === 200;
            if (isSearch) {
              // A search by another's id answers an empty bundle, never their data.
              if (res.body.includes(MARK[owner]) || res.json<{ total?: number }>().total) unexpected.push(`${label} (found data)`);
              continue;
            }
            if (res.statusCode < 300) unexpected.push(label);
            else if (res.body.includes(MARK[owner])) unexpected.push(`${label} (body carries data)`);
            else if (res.statusCode === 404 && withoutRequestId(res.body) !== withoutRequestId(missingRes.body)) {
              unexpected.push(`${label} (404 differs from a missing id: ${res.body} vs ${missingRes.body})`);
            } else if ((res.statusCode === 404 || res.statusCode === 403) && !(await auditedDenial(res))) {
              unexpected.push(`${label} (no audit entry for the denial)`);
            }
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
  }, 300_000);

  it('lists and searches show no data of patients outside the caller’s care', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const spec = ROUTE_MATRIX[route.key];
      if (!spec || isPublic(spec) || !spec.list) continue;
      for (const actor of ACTORS) {
        if (!mayCall(actor, route.permission)) continue;
        const res = await call(actor, route.method, urlFor(route, spec, {}, spec.list.query));
        if (res.statusCode >= 500) leaks.push(`${actor} ${route.key} → ${res.statusCode}`);
        for (const owner of owners) {
          if (visibility(spec.list.kind, owner, actor) === 'no' && res.body.includes(MARK[owner])) leaks.push(`${actor} ${route.key} shows ${owner}'s data`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('audits every successful read of health data (every object route, every caller who may see it)', async () => {
    const unaudited: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const spec = ROUTE_MATRIX[route.key];
      if (!spec || isPublic(spec) || spec.stream || route.method !== 'GET' || !spec.params) continue;
      for (const [param, kind] of Object.entries(spec.params)) {
        for (const actor of ACTORS) {
          if (!mayCall(actor, route.permission) || visibility(kind, 'A', actor) !== 'yes') continue;
          const res = await call(actor, route.method, urlFor(route, spec, { [param]: f.objects[kind].A }));
          if (res.statusCode >= 300) continue; // e.g. a label before collection; covered by the module suites
          checked += 1;
          const requestId = String(res.headers['x-request-id']);
          const rows = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId));
          if (!rows.some((row) => row.outcome === 'allowed')) unaudited.push(`${actor} ${route.key}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(unaudited).toEqual([]);
  }, 120_000);

  it('gives every permission in use a role table entry', () => {
    for (const route of routes) expect(Object.hasOwn(PERMISSIONS, route.permission)).toBe(true);
  });
});
