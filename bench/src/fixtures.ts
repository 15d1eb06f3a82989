import pg from 'pg';
import type { DatasetPlan } from './dataset/plan';
import { uuidOf } from './dataset/sql';
import type { TokenMinter, TokenUser } from './tokens';

/** A user the load acts as, with an access token minted for them. */
export type Actor = { userId: string; token: string };
export type PatientReader = Actor & { orders: string[]; completed: string[] };
export type UploadJob = Actor & { orderId: string; body: string };
export type CatalogQuery = string;

export type Fixtures = {
  readers: PatientReader[];
  doctors: Actor[];
  technicians: Actor[];
  /** Patients who place orders (cart line + checkout). */
  buyers: Actor[];
  /** Patients who answer questionnaires. */
  respondents: Actor[];
  uploads: UploadJob[];
  catalogQueries: CatalogQuery[];
  /** Tests patients can order (offered by labs, with analytes). */
  orderableTests: string[];
  /** Labs that offer every orderable test (a checkout may name one). */
  fullLabs: string[];
};

type UserRow = { id: string; role: string; email: string; full_name: string };

/** `count` numbers spread evenly over 1..n, starting at `offset`. */
function spread(n: number, count: number, offset: number): number[] {
  const step = Math.max(1, Math.floor(n / count));
  const out: number[] = [];
  for (let i = 0; i < count && offset + i * step <= n; i += 1) out.push(offset + i * step);
  return out;
}

/**
 * Picks the users and ids the scenarios rotate through and mints a token for each user: patients
 * spread over the whole dataset (readers, buyers and respondents are different people), doctors,
 * one technician per lab, and orders in Processing with a complete, valid result upload each.
 */
export async function loadFixtures(databaseUrl: string, plan: DatasetPlan, minter: TokenMinter): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const mint = async (rows: UserRow[]): Promise<Map<string, string>> => {
    const tokens = new Map<string, string>();
    for (const row of rows) {
      const user: TokenUser = { id: row.id, role: row.role, email: row.email, name: row.full_name };
      tokens.set(row.id, await minter.mint(user));
    }
    return tokens;
  };
  const usersByKey = async (kind: string, numbers: number[]) =>
    (
      await client.query<UserRow>(
        `select id, role, email, full_name from users where id = any(select ${uuidOf("$1 || ':' || n")} from unnest($2::int[]) as n) order by email`,
        [kind, numbers],
      )
    ).rows;
  try {
    const perPool = Math.min(1000, Math.floor(plan.patients / 4));
    const readerRows = await usersByKey('patient-user', spread(plan.patients, perPool, 1));
    const buyerRows = await usersByKey('patient-user', spread(plan.patients, perPool, 2));
    const respondentRows = await usersByKey('patient-user', spread(plan.patients, perPool, 3));
    const doctorRows = await usersByKey('doctor', spread(plan.doctors, Math.min(200, plan.doctors), 1));
    const technicianRows = (
      await client.query<UserRow>(
        `select id, role, email, full_name from users where id = any(select ${uuidOf("'tech:' || l || ':1'")} from generate_series(1, $1::int) as l)`,
        [plan.labs],
      )
    ).rows;
    const tokens = await mint([...readerRows, ...buyerRows, ...respondentRows, ...doctorRows, ...technicianRows]);
    const actor = (row: UserRow): Actor => ({ userId: row.id, token: tokens.get(row.id)! });

    const orderRows = (
      await client.query<{ user_id: string; orders: string[]; completed: string[] | null }>(
        `select p.user_id, array_agg(o.id order by o.created_at desc) as orders,
           array_agg(o.id) filter (where o.status = 'completed') as completed
         from patients p join orders o on o.patient_id = p.id
         where p.user_id = any($1::uuid[])
         group by p.user_id`,
        [readerRows.map((r) => r.id)],
      )
    ).rows;
    const ordersOf = new Map(orderRows.map((r) => [r.user_id, r]));
    const readers = readerRows
      .map((row) => ({ ...actor(row), orders: ordersOf.get(row.id)?.orders ?? [], completed: ordersOf.get(row.id)?.completed ?? [] }))
      .filter((r) => r.orders.length > 0);

    // Orders in Processing, each with every analyte of every test and a value inside its range.
    const uploadRows = (
      await client.query<{ order_id: string; technician: string; values: { orderItemId: string; analyteId: string; value: number | string }[] }>(
        `select o.id as order_id, t.id as technician,
           json_agg(json_build_object('orderItemId', i.id, 'analyteId', ta.id, 'value',
             case when ta.value_type = 'numeric' then to_json(round(coalesce((r.low + r.high) / 2, r.low, r.high, 5), 1))
                  else to_json(coalesce(r.normal_text, 'Negative')) end) order by i.id, ta.sort_order) as values
         from (select id, lab_id from orders where status = 'processing' order by created_at desc limit 20000) o
         join users t on t.lab_id = o.lab_id and t.role = 'lab_technician' and t.email like '%-tech1@%'
         join order_items i on i.order_id = o.id
         join test_analytes ta on ta.test_id = i.test_id
         left join lateral (select low, high, normal_text from test_reference_ranges r where r.analyte_id = ta.id
                            order by (r.sex = 'any') desc, r.sex limit 1) r on true
         group by o.id, t.id`,
      )
    ).rows;
    const technicianTokens = new Map(technicianRows.map((r) => [r.id, tokens.get(r.id)!]));
    const uploads = uploadRows
      .filter((r) => technicianTokens.has(r.technician))
      .map((r) => ({
        userId: r.technician,
        token: technicianTokens.get(r.technician)!,
        orderId: r.order_id,
        body: JSON.stringify({ values: r.values, labComments: 'Bench upload' }),
      }));

    const orderableTests = (
      await client.query<{ id: string }>(
        `select id from tests where (code like 'BX%' and code <= $1) or (code not like 'BX%' and not clinician_order_only and active) order by code`,
        [`BX${String(plan.orderableGenerated).padStart(5, '0')}`],
      )
    ).rows.map((r) => r.id);
    // Lab l (l0 = l - 1) offers every orderable test when l0 % 4 = 0 (see the generator).
    const fullLabs = (
      await client.query<{ id: string }>(`select ${uuidOf("'lab:' || l")} as id from generate_series(1, $1::int, 4) as l`, [plan.labs])
    ).rows.map((r) => r.id);

    const words = ['ferritin', 'cortisol', 'panel', 'thyroid', 'vitamin', 'insulin', 'screen', 'lipid', 'blood', 'troponin', 'profile', 'iron'];
    const categories = ['Hematology', 'Chemistry', 'Endocrinology', 'Cardiology'];
    const catalogQueries: CatalogQuery[] = [];
    for (let i = 0; i < 48; i += 1) {
      const word = words[i % words.length]!;
      switch (i % 4) {
        case 0:
          catalogQueries.push(`q=${word}`);
          break;
        case 1:
          catalogQueries.push(`category=${categories[i % categories.length]}&sort=price_asc`);
          break;
        case 2:
          catalogQueries.push(`q=${word}&price=50-100&sort=popular`);
          break;
        default:
          catalogQueries.push(i % 8 === 3 ? 'sort=turnaround' : `q=${word.slice(0, 3)}&sort=name`);
      }
    }

    return {
      readers,
      doctors: doctorRows.map(actor),
      technicians: technicianRows.map(actor),
      buyers: buyerRows.map(actor),
      respondents: respondentRows.map(actor),
      uploads,
      catalogQueries,
      orderableTests,
      fullLabs,
    };
  } finally {
    await client.end();
  }
}

/** Round-robin over a list: each call returns the next item. */
export function rotate<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over');
  let i = 0;
  return () => items[i++ % items.length]!;
}
