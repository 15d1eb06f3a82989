import { eq } from 'drizzle-orm';
import type { TestContext } from '../app';
import { signedInUser } from '../accounts';
import { labs } from '../../src/db/schema';
import { seedReferenceData } from '../../src/db/seed/seed-reference-data';

export type Credential = { id: string; keyId: string; secret: string };

/** Reference data, an administrator, and an interface credential for Northside's laboratory. */
export async function hl7Setup(ctx: TestContext) {
  const db = ctx.database.db;
  await seedReferenceData(db);
  const [lab] = await db.select().from(labs).where(eq(labs.name, 'Northside Clinical Laboratory'));
  const admin = await signedInUser(ctx.app, db, `hl7-sec-admin-${Date.now()}@example.com`, 'admin');
  const issue = async (labId = lab!.id): Promise<Credential> => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/labs/${labId}/interface-credentials`, headers: admin.headers, payload: {} });
    if (res.statusCode !== 201) throw new Error(`issuing a credential answered ${res.statusCode}: ${res.body}`);
    return res.json().data as Credential;
  };
  return { lab: lab!, admin, issue };
}

export const basic = (c: { keyId: string; secret: string }) => `Basic ${Buffer.from(`${c.keyId}:${c.secret}`).toString('base64')}`;

export function postOru(ctx: TestContext, raw: string, authorization?: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/hl7/v2/oru',
    headers: { 'content-type': 'application/hl7-v2', ...(authorization ? { authorization } : {}), ...headers },
    payload: raw,
  });
}

/** An ORU^R01 for an order number that no order carries (held as unmatched, answered AA). */
export function unknownOrderOru(control: string) {
  return [
    `MSH|^~\\&|NORTHLIS|NORTHSIDE|LABWISE|LABWISE|20250301083000||ORU^R01^ORU_R01|${control}|P|2.5.1`,
    'PID|1||MRN-1^^^NORTHSIDE^MR||Nobody^Nora||19800601|F',
    'OBR|1|NB-999999|F-1|CBC^Panel^L|||20250301071500',
    'OBX|1|NM|718-7^Hemoglobin^LN||13.0|g/dL|||||F',
    '',
  ].join('\r');
}
