import { ORDER_STATUSES, PATIENT_STATUSES, SPECIMEN_TYPES, TEST_CATEGORIES } from '@labwise/domain';
import { BASE_TIME, BENCH_EMAIL_DOMAIN, ORDER_SPAN_SECONDS, type DatasetPlan } from './plan';

/**
 * The generator's SQL. Every value is a formula of a row number (no random()), and every id is a
 * version-4 UUID made from md5('<kind>:<number>'), so foreign keys are computed instead of looked
 * up and two runs at the same scale produce the same rows.
 */

const list = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

const FIRST = list([
  'Ava', 'Liam', 'Noah', 'Emma', 'Olivia', 'Mason', 'Sophia', 'Lucas', 'Mia', 'Ethan', 'Amelia', 'Elijah', 'Harper', 'James',
  'Evelyn', 'Benjamin', 'Abigail', 'Henry', 'Ella', 'Jack', 'Aria', 'Leo', 'Chloe', 'Owen', 'Nora', 'Samuel', 'Zoe', 'Daniel',
  'Layla', 'Isaac', 'Grace', 'Wyatt', 'Lily', 'Julian', 'Hannah', 'Levi', 'Aisha', 'Mateo', 'Priya', 'Kenji',
]);
const LAST = list([
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez',
  'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Okafor',
]);
const CITIES = list([
  'Boston', 'Hartford', 'Denver', 'Austin', 'Seattle', 'Portland', 'Chicago', 'Atlanta', 'Phoenix', 'Columbus',
  'Raleigh', 'Madison', 'Omaha', 'Tucson', 'Albany', 'Richmond', 'Boise', 'Tampa', 'Reno', 'Dayton',
]);
const REGIONS = list(['MA', 'CT', 'CO', 'TX', 'WA', 'OR', 'IL', 'GA', 'AZ', 'OH', 'NC', 'WI', 'NE', 'AZ', 'NY', 'VA', 'ID', 'FL', 'NV', 'OH']);
const SUBJECTS = list([
  'Ferritin', 'Cortisol', 'Insulin', 'Lipase', 'Amylase', 'Albumin', 'Bilirubin', 'Calcium', 'Magnesium', 'Phosphate', 'Zinc',
  'Copper', 'Selenium', 'Folate', 'Homocysteine', 'Troponin', 'Prolactin', 'Estradiol', 'Testosterone', 'Progesterone',
  'Aldosterone', 'Renin', 'Gastrin', 'Procalcitonin',
]);
const KINDS = list(['Panel', 'Screen', 'Profile', 'Level', 'Assay', 'Index', 'Test', 'Ratio', 'Activity', 'Antibody', 'Quantitative', 'Extended']);
const UNITS = list(['mg/dL', 'mmol/L', 'g/L', 'U/L', 'ng/mL', '%']);
const CATEGORIES = list(TEST_CATEGORIES);
const SPECIMENS = list(SPECIMEN_TYPES);
const PATIENT_STATUS = list(PATIENT_STATUSES);

const BASE = `timestamptz '${BASE_TIME}'`;
const ISSUER = 'urn:labwise:embedded';
/**
 * The deterministic id of row n of a kind: md5('<kind>:<n>') with the version and variant bits of
 * a version-4 UUID, so the API's UUID validation accepts it like any generated id.
 */
export const uuidOf = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const uid = (kind: string, n: string) => uuidOf(`'${kind}:' || ${n}`);
const personName = (n: string) => `(${FIRST})[(1 + ${n} % 40)::int] || ' ' || (${LAST})[(1 + (${n} * 7) % 50)::int]`;

// Statuses an order can be in (a subset of ORDER_STATUSES, checked below at import time).
const USED_STATUSES = ['completed', 'results_ready', 'processing', 'sample_collected', 'ordered', 'awaiting_payment', 'cancelled'];
for (const status of USED_STATUSES) {
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) throw new Error(`unknown order status ${status}`);
}

/**
 * An order's number k decides everything about it: its patient (a bijection over each block of
 * P orders, so every patient has the same number of orders), its lab, its status (62.5% have
 * results), its doctor (60% ordered by the patient's doctor; all Results Ready ones are) and its
 * items (1 to 3 tests the lab offers).
 */
function orderFacts(plan: DatasetPlan): string {
  return `
    select k,
      1 + (k * 104729) % ${plan.patients} as p,
      (k * 7919) % ${plan.labs} as lab0,
      case
        when (k * 17) % 40 < 21 then 'completed'
        when (k * 17) % 40 < 25 then 'results_ready'
        when (k * 17) % 40 < 27 then 'processing'
        when (k * 17) % 40 < 29 then 'sample_collected'
        when (k * 17) % 40 < 36 then 'ordered'
        when (k * 17) % 40 < 37 then 'awaiting_payment'
        else 'cancelled'
      end as status,
      ${BASE} - ((${plan.orders} - k) * ${ORDER_SPAN_SECONDS / plan.orders})::float8 * interval '1 second' as created_at
    from generate_series(1::bigint, ${plan.orders}::bigint) as k`;
}

/** orderFacts plus the doctor (the patient's primary doctor, when the order is a doctor's). */
function orderFactsWithDoctor(plan: DatasetPlan): string {
  return `
    select f.*, (f.status = 'results_ready' or f.k % 5 < 3) as by_doctor, 1 + f.p % ${plan.doctors} as d
    from (${orderFacts(plan)}) f`;
}

/** Generated orders as stored, with their number k and lab index recovered from the order number. */
const storedOrders = (plan: DatasetPlan) => `
  select o.*, substr(o.order_number, 4)::bigint - 100000 as k,
    1 + ((substr(o.order_number, 4)::bigint - 100000) * 7919) % ${plan.labs} as lab
  from orders o`;
const technician = (lab: string) => uid('tech', `${lab} || ':1'`);

export type Step = { name: string; sql: string };

export function generationSteps(plan: DatasetPlan, referenceTests: number): Step[] {
  const generatedTests = plan.catalogTests - referenceTests;
  const og = plan.orderableGenerated;
  const steps: Step[] = [];
  const add = (name: string, sql: string) => steps.push({ name, sql });

  add(
    'helper tables',
    `create schema if not exists bench_gen;
     create table bench_gen.orderable (i int primary key, test_id uuid not null, code text not null, name text not null, price_cents int not null);
     create table bench_gen.analyte_ref (analyte_id uuid primary key, test_id uuid not null, unit text not null, value_type text not null,
       sort_order int not null, low numeric, high numeric, normal_text text);
     create index on bench_gen.analyte_ref (test_id);`,
  );

  add(
    'labs',
    `insert into labs (id, name, address, city, region, country, phone, email, website, latitude, longitude, specialties,
       average_turnaround_hours, status, capacity_per_day, hours, time_zone, certification, established, partnered, created_at, updated_at)
     select ${uid('lab', 'l')}, 'Bench Laboratory ' || lpad(l::text, 3, '0') || ' ' || (${CITIES})[1 + l % 20],
       (100 + l) || ' Main Street, ' || (${CITIES})[1 + l % 20], (${CITIES})[1 + l % 20], (${REGIONS})[1 + l % 20], 'US',
       '+1 555 ' || lpad(l::text, 4, '0'), 'lab' || l || '@${BENCH_EMAIL_DOMAIN}', null,
       round((35 + (l * 13) % 15)::numeric / 1.0, 6), round((-120 + (l * 7) % 50)::numeric, 6),
       array[(${CATEGORIES})[1 + l % 8], (${CATEGORIES})[1 + (l + 3) % 8]],
       24 + (l % 4) * 12, 'active', 100 + (l * 37) % 400, 'Mon-Fri 8AM-6PM', 'America/New_York', 'CLIA', 1990 + l % 30, true,
       ${BASE} - interval '5 years', ${BASE} - interval '5 years'
     from generate_series(1, ${plan.labs}) as l`,
  );

  add(
    'users: doctors, lab technicians, an administrator',
    `insert into users (id, issuer, subject, email, email_verified, full_name, title, role, status, lab_id, created_at, updated_at)
     select ${uid('doctor', 'd')}, '${ISSUER}', ${uid('doctor', 'd')}::text, 'doctor' || d || '@${BENCH_EMAIL_DOMAIN}', true,
       'Dr. ' || ${personName('d')}, 'Physician', 'doctor', 'active', null, ${BASE} - interval '4 years', ${BASE} - interval '4 years'
     from generate_series(1, ${plan.doctors}) as d;
     insert into users (id, issuer, subject, email, email_verified, full_name, title, role, status, lab_id, created_at, updated_at)
     select ${uid('tech', "l || ':' || j")}, '${ISSUER}', ${uid('tech', "l || ':' || j")}::text,
       'lab' || l || '-tech' || j || '@${BENCH_EMAIL_DOMAIN}', true, ${personName('(l * 3 + j)')}, 'Medical Laboratory Scientist',
       'lab_technician', 'active', ${uid('lab', 'l')}, ${BASE} - interval '4 years', ${BASE} - interval '4 years'
     from generate_series(1, ${plan.labs}) as l, generate_series(1, ${plan.techniciansPerLab}) as j;
     insert into users (id, issuer, subject, email, email_verified, full_name, title, role, status, created_at, updated_at)
     values (${uid('admin', '1')}, '${ISSUER}', ${uid('admin', '1')}::text, 'admin@${BENCH_EMAIL_DOMAIN}', true, 'Bench Administrator',
       'Operations Administrator', 'admin', 'active', ${BASE} - interval '5 years', ${BASE} - interval '5 years')`,
  );

  add(
    'users: patients',
    `insert into users (id, issuer, subject, email, email_verified, full_name, role, status, created_at, updated_at, last_login_at)
     select ${uid('patient-user', 'p')}, '${ISSUER}', ${uid('patient-user', 'p')}::text, 'patient' || p || '@${BENCH_EMAIL_DOMAIN}', true,
       ${personName('p')}, 'patient', 'active', ${BASE} - (p % 1000) * interval '1 day', ${BASE} - (p % 1000) * interval '1 day',
       ${BASE} - (p % 30) * interval '1 day'
     from generate_series(1, ${plan.patients}) as p`,
  );

  add(
    'patients',
    `insert into patients (id, user_id, full_name, email, phone, date_of_birth, sex_at_birth, status, primary_doctor_id,
       consent_given_at, consent_version, created_by, created_at, updated_at, last_activity_at)
     select ${uid('patient', 'p')}, ${uid('patient-user', 'p')}, ${personName('p')}, 'patient' || p || '@${BENCH_EMAIL_DOMAIN}',
       '+1 555 ' || lpad((p % 10000)::text, 4, '0'), (date '1945-01-01' + ((p * 7919) % 21900)::int),
       case when p % 97 = 0 then 'other' when p % 2 = 0 then 'female' else 'male' end, (${PATIENT_STATUS})[1 + p % 5],
       ${uid('doctor', `(1 + p % ${plan.doctors})`)}, ${BASE} - (p % 1000) * interval '1 day', '2026-01',
       ${uid('doctor', `(1 + p % ${plan.doctors})`)}, ${BASE} - (p % 1000) * interval '1 day', ${BASE} - (p % 1000) * interval '1 day',
       ${BASE} - (p % 30) * interval '1 day'
     from generate_series(1::bigint, ${plan.patients}::bigint) as p`,
  );

  add(
    `catalog: ${generatedTests.toLocaleString('en-US')} generated tests`,
    `insert into tests (id, code, name, category, description, price_cents, preparation, specimen_type, turnaround_hours_min,
       turnaround_hours_max, turnaround_days, tags, clinician_order_only, active, created_at, updated_at)
     select ${uid('test', 'g')}, 'BX' || lpad(g::text, 5, '0'),
       (${SUBJECTS})[1 + g % 24] || ' ' || (${KINDS})[1 + (g / 24) % 12] || ' B' || g,
       (${CATEGORIES})[1 + g % 8],
       'Measures ' || lower((${SUBJECTS})[1 + g % 24]) || ' (' || lower((${KINDS})[1 + (g / 24) % 12]) || ') for screening and follow-up.',
       1500 + (g * 37) % 28500, case when g % 5 = 0 then 'Fast for 8 hours before the test.' end,
       case when g <= ${og} then (array['blood', 'serum', 'plasma'])[1 + g % 3] else (${SPECIMENS})[1 + g % 7] end,
       24, 24 + (g % 3) * 24, 1 + g % 3,
       array[lower((${SUBJECTS})[1 + g % 24]), lower((${CATEGORIES})[1 + g % 8])], (g > ${og} and g % 50 = 0), true,
       ${BASE} - interval '3 years', ${BASE} - interval '3 years'
     from generate_series(1, ${generatedTests}) as g`,
  );

  add(
    'catalog: analytes and reference ranges of the orderable tests',
    `insert into test_analytes (id, test_id, code, name, unit, value_type, sort_order, decimals)
     select ${uid('analyte', "g || ':' || a")}, ${uid('test', 'g')}, 'A' || a, (${SUBJECTS})[1 + (g + a) % 24] || ' fraction ' || a,
       (${UNITS})[1 + (g + a) % 6], 'numeric', a - 1, 1
     from generate_series(1, ${og}) as g, lateral generate_series(1, 1 + g % 7) as a;
     insert into test_reference_ranges (id, analyte_id, sex, age_min_years, age_max_years, low, high, critical_low, critical_high,
       physical_min, physical_max)
     select ${uid('range', "g || ':' || a || ':' || s")}, ${uid('analyte', "g || ':' || a")}, s, 0, 120, v.lo, v.lo + v.span,
       round(v.lo * 0.4, 1), (v.lo + v.span) * 3, 0, (v.lo + v.span) * 20
     from generate_series(1, ${og}) as g, lateral generate_series(1, 1 + g % 7) as a,
       lateral unnest(case when a % 3 = 0 then array['male', 'female'] else array['any'] end) as s,
       lateral (select (5 * a + g % 10 + case when s = 'female' then 2 else 0 end)::numeric as lo, (20 + 5 * a)::numeric as span) as v;
     insert into bench_gen.orderable (i, test_id, code, name, price_cents)
     select row_number() over (order by code like 'BX%', code) - 1, id, code, name, price_cents
     from tests
     where (code not like 'BX%' and not clinician_order_only and active) or (code like 'BX%' and code <= 'BX${String(og).padStart(5, '0')}');
     insert into bench_gen.analyte_ref
     select distinct on (ta.id) ta.id, ta.test_id, ta.unit, ta.value_type, ta.sort_order, r.low, r.high, r.normal_text
     from test_analytes ta
     join bench_gen.orderable o on o.test_id = ta.test_id
     left join test_reference_ranges r on r.analyte_id = ta.id
     order by ta.id, (r.sex = 'any') desc, r.sex, r.age_min_years;
     analyze bench_gen.orderable; analyze bench_gen.analyte_ref;`,
  );

  // Lab l (0-based l0) offers every s-th orderable test, s = 1 + l0 % 4: a quarter of the labs
  // offer all of them, the rest a half, a third or a quarter. Other tests: three labs each.
  add(
    'lab offerings',
    `insert into lab_tests (lab_id, test_id, active)
     select ${uid('lab', '(l0 + 1)')}, o.test_id, true
     from generate_series(0, ${plan.labs - 1}) as l0
     join bench_gen.orderable o on o.i % (1 + l0 % 4) = l0 % (1 + l0 % 4);
     insert into lab_tests (lab_id, test_id, active)
     select distinct ${uid('lab', `(1 + (g * 7 + j * 131) % ${plan.labs})`)}, ${uid('test', 'g')}, true
     from generate_series(${og + 1}, ${generatedTests}) as g, generate_series(0, 2) as j
     on conflict do nothing`,
  );

  add(
    'order items',
    `insert into order_items (id, order_id, test_id, quantity, unit_price_cents, test_code, test_name)
     select ${uid('item', "f.k || ':' || j")}, ${uid('order', 'f.k')}, o.test_id, 1, o.price_cents, o.code, o.name
     from (select k, (k * 7919) % ${plan.labs} as l0 from generate_series(1::bigint, ${plan.orders}::bigint) as k) f
     cross join lateral (select 1 + f.l0 % 4 as s, f.l0 % (1 + f.l0 % 4) as r) st
     cross join lateral generate_series(0, (f.k % 3)::int) as j
     join bench_gen.orderable o
       on o.i = st.r + st.s * ((f.k * 131 + j * 977) % (((select count(*) from bench_gen.orderable) - 1 - st.r) / st.s + 1))`,
  );

  add(
    'orders',
    `insert into orders (id, order_number, patient_id, ordered_by, ordering_doctor_id, lab_id, status, priority, total_cents, currency,
       notes, results_released_at, cancelled_reason, created_at, updated_at)
     select ${uid('order', 'f.k')}, 'NB-' || (100000 + f.k), ${uid('patient', 'f.p')},
       case when f.by_doctor then ${uid('doctor', 'f.d')} else ${uid('patient-user', 'f.p')} end,
       case when f.by_doctor then ${uid('doctor', 'f.d')} end,
       ${uid('lab', '(f.lab0 + 1)')}, f.status,
       case when f.by_doctor and f.k % 97 = 0 then 'stat' when f.by_doctor and f.k % 20 = 0 then 'urgent' else 'standard' end,
       t.total, 'USD', case when f.k % 13 = 0 then 'Please call before collection.' end,
       case when f.status = 'completed' then f.created_at + case when f.by_doctor then interval '3 days' else interval '2 days' end end,
       case when f.status = 'cancelled' then 'Changed my mind' end,
       f.created_at,
       f.created_at + case f.status when 'completed' then interval '3 days' when 'results_ready' then interval '2 days'
         when 'processing' then interval '36 hours' when 'sample_collected' then interval '1 day' when 'cancelled' then interval '1 hour'
         else interval '0' end
     from (${orderFactsWithDoctor(plan)}) f
     join (select order_id, sum(unit_price_cents * quantity)::int as total from order_items group by order_id) t
       on t.order_id = ${uid('order', 'f.k')}`,
  );

  add(
    'order events',
    `insert into order_events (id, order_id, from_status, to_status, actor_id, actor_role, reason, created_at)
     select ${uid('event', "o.k || ':' || v.step")}, o.id, v.from_status, v.to_status, v.actor, v.role, v.reason, o.created_at + v.after
     from (${storedOrders(plan)}) o
     cross join lateral (values
       (1, null, case when o.status = 'awaiting_payment' then 'awaiting_payment' else 'ordered' end, o.ordered_by,
         case when o.ordering_doctor_id is null then 'patient' else 'doctor' end, 'Order placed', interval '0', true),
       (2, 'ordered', 'sample_collected', ${technician('o.lab')}, 'lab_technician', 'Sample collected', interval '1 day',
         o.status in ('sample_collected', 'processing', 'results_ready', 'completed')),
       (3, 'sample_collected', 'processing', ${technician('o.lab')}, 'lab_technician', 'Processing started', interval '36 hours',
         o.status in ('processing', 'results_ready', 'completed')),
       (4, 'processing', case when o.ordering_doctor_id is null then 'completed' else 'results_ready' end, ${technician('o.lab')},
         'lab_technician', 'Results uploaded', interval '2 days', o.status in ('results_ready', 'completed')),
       (5, 'results_ready', 'completed', o.ordering_doctor_id, 'doctor', 'Results released to the patient', interval '3 days',
         o.status = 'completed' and o.ordering_doctor_id is not null),
       (6, 'ordered', 'cancelled', o.ordered_by, case when o.ordering_doctor_id is null then 'patient' else 'doctor' end,
         'Changed my mind', interval '1 hour', o.status = 'cancelled')
     ) as v(step, from_status, to_status, actor, role, reason, after, applies)
     where v.applies`,
  );

  add(
    'specimens',
    `insert into specimens (id, order_id, accession_number, specimen_type, collected_at, collected_by, collection_site, created_at)
     select ${uid('specimen', 'o.k')}, o.id, 'LW-B' || lpad(o.k::text, 8, '0'), 'blood', o.created_at + interval '1 day',
       ${technician('o.lab')}, 'Left arm', o.created_at + interval '1 day'
     from (${storedOrders(plan)}) o
     where o.status in ('sample_collected', 'processing', 'results_ready', 'completed')`,
  );

  add(
    'result values',
    `insert into results (id, order_id, order_item_id, analyte_id, version, status, value_numeric, value_text, unit, reference_low,
       reference_high, reference_text, flag, hl7_flag, performed_by, lab_id, recorded_at)
     select ${uid('result', "i.id || ':' || a.analyte_id")}, o.id, i.id, a.analyte_id, 1, 'final',
       case when a.value_type = 'numeric' then v.value end,
       case when a.value_type <> 'numeric' then coalesce(a.normal_text, 'Negative') end,
       a.unit, a.low, a.high,
       case when a.normal_text is not null then a.normal_text
            when a.low is not null and a.high is not null then a.low || '–' || a.high || ' ' || a.unit else '' end,
       fl.flag, case fl.flag when 'low' then 'L' when 'high' then 'H' else 'N' end,
       ${technician('o.lab')}, o.lab_id, o.created_at + interval '2 days'
     from (${storedOrders(plan)}) o
     join order_items i on i.order_id = o.id
     join bench_gen.analyte_ref a on a.test_id = i.test_id
     cross join lateral (select round(greatest(0, coalesce(a.low, 1) + (coalesce(a.high, a.low + 10, 11) - coalesce(a.low, 1))
       * (((o.k * 7 + a.sort_order * 13) % 120) / 100.0 - 0.1)), 1) as value) v
     cross join lateral (select case when a.value_type <> 'numeric' then 'normal'
       when a.low is not null and v.value < a.low then 'low' when a.high is not null and v.value > a.high then 'high'
       else 'normal' end as flag) fl
     where o.status in ('results_ready', 'completed')`,
  );

  add(
    'result reports',
    `insert into result_reports (id, order_id, version, lab_comments, doctor_comment, uploaded_by, released_at, released_by, created_at)
     select ${uid('report', 'o.k')}, o.id, 1, case when o.k % 7 = 0 then 'Sample slightly haemolysed; values confirmed.' end,
       case when o.status = 'completed' and o.ordering_doctor_id is not null and o.k % 3 = 0 then 'Looks fine; recheck in a year.' end,
       ${technician('o.lab')}, o.results_released_at, case when o.status = 'completed' then o.ordering_doctor_id end,
       o.created_at + interval '2 days'
     from (${storedOrders(plan)}) o
     where o.status in ('results_ready', 'completed')`,
  );

  add(
    'audit trail',
    `insert into audit_events (at, actor_user_id, actor_role, action, resource_type, resource_id, patient_id, outcome, request_id)
     select o.created_at + v.after, v.actor, v.role, v.action, 'order', o.id::text, o.patient_id, 'allowed', md5('req:' || o.k || ':' || v.n)
     from (${storedOrders(plan)}) o
     join patients p on p.id = o.patient_id
     cross join lateral (values
       (1, 'create', o.ordered_by, case when o.ordering_doctor_id is null then 'patient' else 'doctor' end, interval '0'),
       (2, 'read', p.user_id, 'patient', interval '4 days')
     ) as v(n, action, actor, role, after)`,
  );

  add('order number sequence', `select setval('order_number_seq', ${100000 + plan.orders})`);
  // The load runs with triggers off: what triggers keep for the catalog is computed once at the end
  // (the offering summaries of migration 0025, the figures of 0026).
  add('catalog: offering summaries per test', `select refresh_test_offering_summaries(array(select id from tests))`);
  add('catalog figures: ratings and 90-day popularity per test', `select recount_all_test_figures()`);
  return steps;
}

/** Tables the bulk load writes; their plain indexes are dropped before and rebuilt after. */
export const BULK_TABLES = [
  'users',
  'patients',
  'lab_tests',
  'orders',
  'order_items',
  'order_events',
  'specimens',
  'results',
  'result_reports',
  'audit_events',
] as const;
