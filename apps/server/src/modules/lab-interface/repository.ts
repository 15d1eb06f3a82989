import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { TAKES_FIRST_RESULTS, TAKES_RESULTS } from './matching';
import { inboundLabMessages, LAB_INTERFACE_ISSUER, labInterfaceCredentials, labs, orderItems, orders, patients, users } from '../../db/schema';

export type InboundRow = typeof inboundLabMessages.$inferSelect;

export async function credentialByKeyId(db: Executor, keyId: string) {
  const [row] = await db.select().from(labInterfaceCredentials).where(eq(labInterfaceCredentials.keyId, keyId)).limit(1);
  return row;
}

/** Records a use of the credential; `secretHash` rewrites its stored hash (e.g. to the current scheme). */
export async function touchCredential(db: Executor, id: string, secretHash?: string): Promise<void> {
  await db
    .update(labInterfaceCredentials)
    .set({ lastUsedAt: new Date(), ...(secretHash ? { secretHash } : {}) })
    .where(eq(labInterfaceCredentials.id, id));
}

export async function credentialsOfLab(db: Executor, labId: string) {
  return db
    .select({ credential: labInterfaceCredentials, createdByName: users.fullName })
    .from(labInterfaceCredentials)
    .leftJoin(users, eq(users.id, labInterfaceCredentials.createdBy))
    .where(eq(labInterfaceCredentials.labId, labId))
    .orderBy(desc(labInterfaceCredentials.createdAt), desc(labInterfaceCredentials.id));
}

export async function insertCredential(db: Executor, values: typeof labInterfaceCredentials.$inferInsert) {
  const [row] = await db.insert(labInterfaceCredentials).values(values).returning();
  return row!;
}

export async function revokeCredential(db: Executor, labId: string, id: string) {
  return db
    .update(labInterfaceCredentials)
    .set({ revokedAt: new Date() })
    .where(and(eq(labInterfaceCredentials.id, id), eq(labInterfaceCredentials.labId, labId), sql`${labInterfaceCredentials.revokedAt} is null`))
    .returning({ id: labInterfaceCredentials.id });
}

export async function credentialOfLab(db: Executor, labId: string, id: string) {
  const [row] = await db
    .select()
    .from(labInterfaceCredentials)
    .where(and(eq(labInterfaceCredentials.id, id), eq(labInterfaceCredentials.labId, labId)))
    .limit(1);
  return row;
}

export async function findLab(db: Executor, id: string) {
  const [row] = await db.select({ id: labs.id, name: labs.name }).from(labs).where(eq(labs.id, id)).limit(1);
  return row;
}

/** Serialises work on one (lab, control id) so a message sent twice at once is processed once. */
export async function lockControlId(db: Executor, labId: string, controlId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${labId}/${controlId}`}, 7220))`);
}

export async function inboundByControlId(db: Executor, labId: string, controlId: string) {
  const [row] = await db
    .select()
    .from(inboundLabMessages)
    .where(and(eq(inboundLabMessages.labId, labId), eq(inboundLabMessages.controlId, controlId)))
    .limit(1);
  return row;
}

export async function insertInbound(db: Executor, values: typeof inboundLabMessages.$inferInsert) {
  await db.insert(inboundLabMessages).values(values);
}

export async function unmatchedOfLab(db: Executor, labId: string, limit: number) {
  return db
    .select()
    .from(inboundLabMessages)
    .where(and(eq(inboundLabMessages.labId, labId), eq(inboundLabMessages.status, 'unmatched')))
    .orderBy(desc(inboundLabMessages.receivedAt), desc(inboundLabMessages.id))
    .limit(limit);
}

/** A held message of the lab, locked for the decision about it. */
export async function inboundOfLabForUpdate(db: Executor, labId: string, id: string) {
  const [row] = await db
    .select()
    .from(inboundLabMessages)
    .where(and(eq(inboundLabMessages.id, id), eq(inboundLabMessages.labId, labId)))
    .for('update')
    .limit(1);
  return row;
}

export async function inboundOfLab(db: Executor, labId: string, id: string) {
  const [row] = await db
    .select()
    .from(inboundLabMessages)
    .where(and(eq(inboundLabMessages.id, id), eq(inboundLabMessages.labId, labId)))
    .limit(1);
  return row;
}

export async function updateInbound(db: Executor, id: string, values: Partial<typeof inboundLabMessages.$inferInsert>) {
  await db.update(inboundLabMessages).set(values).where(eq(inboundLabMessages.id, id));
}

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  labId: orders.labId,
  patientId: orders.patientId,
  createdAt: orders.createdAt,
  patientName: patients.fullName,
  dateOfBirth: patients.dateOfBirth,
};

/** An order routed to the lab, by its number (the placer order number a lab sends back). */
export async function orderOfLabByNumber(db: Executor, labId: string, orderNumber: string) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.labId, labId)))
    .limit(1);
  return row;
}

export async function orderOfLabById(db: Executor, labId: string, id: string) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .where(and(eq(orders.id, id), eq(orders.labId, labId)))
    .limit(1);
  return row;
}

export type LabOrder = NonNullable<Awaited<ReturnType<typeof orderOfLabById>>>;

/** The lab's orders in a state that takes results (first results or a correction), newest first. */
export async function ordersTakingResults(db: Executor, labId: string, limit: number) {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(patients, eq(patients.id, orders.patientId))
    .where(and(eq(orders.labId, labId), inArray(orders.status, TAKES_RESULTS)))
    .orderBy(sql`case when ${orders.status} = ${TAKES_FIRST_RESULTS} then 0 else 1 end`, desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const items = rows.length
    ? await db
        .select({ orderId: orderItems.orderId, testCode: orderItems.testCode })
        .from(orderItems)
        .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
        .orderBy(asc(orderItems.testCode))
    : [];
  return rows.map((row) => ({ ...row, tests: items.filter((i) => i.orderId === row.id).map((i) => i.testCode) }));
}

export const INTERFACE_ISSUER = LAB_INTERFACE_ISSUER;

/**
 * The account a lab's interface acts as in the results pipeline (who recorded the results, who
 * moved the order), created the first time it is needed. It cannot sign in: it has no password and
 * no identity provider knows its issuer, and it stays disabled so it receives no technician
 * notifications. It is found by (issuer, subject) only; its e-mail address is outside the unique
 * namespace of people's addresses, so an account someone signed up with cannot stand in its way.
 */
export async function interfaceAccount(db: Executor, lab: { id: string; name: string }): Promise<string> {
  const account = and(eq(users.issuer, INTERFACE_ISSUER), eq(users.subject, lab.id));
  const [existing] = await db.select({ id: users.id }).from(users).where(account).limit(1);
  if (existing) return existing.id;
  await db
    .insert(users)
    .values({
      issuer: INTERFACE_ISSUER,
      subject: lab.id,
      email: `hl7-interface+${lab.id}@labwise.invalid`,
      fullName: `${lab.name} (HL7 interface)`,
      role: 'lab_technician',
      status: 'disabled',
      labId: lab.id,
    })
    .onConflictDoNothing({ target: [users.issuer, users.subject] });
  const [row] = await db.select({ id: users.id }).from(users).where(account).limit(1);
  if (!row) throw new Error('the lab interface account could not be created');
  return row.id;
}
