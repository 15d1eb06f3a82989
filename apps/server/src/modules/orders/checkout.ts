import { randomUUID } from 'node:crypto';
import { mayChoosePriority, ORDER_MESSAGES, type Cart, type CheckoutRequest, type Order } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import { canReachPatient } from '../../auth/scopes';
import type { Executor } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { selectUserById } from '../../identity/repository';
import { readCart } from '../cart/service';
import { routeTestsToLabs, type LabOffer } from './lab-routing';
import { activeLabOffers, findLabNameAndStatus, insertPatient, placeOrders, type NewOrder, type NewOrderItem } from './checkout-repository';
import { findPatient, patientRecordOfUser } from './repository';

export type CheckoutContext = { principal: Principal; requestId: string; paymentsEnabled: boolean };

/** The patient an order is for: the caller's own record, or one of the calling doctor's patients. */
async function orderPatient(tx: Executor, principal: Principal, patientId: string | undefined) {
  if (principal.role === 'patient') {
    const own = await patientRecordOfUser(tx, principal.userId);
    if (own) return own;
    const user = await selectUserById(tx, principal.userId);
    return insertPatient(tx, { userId: principal.userId, fullName: user?.fullName ?? principal.email, email: principal.email, createdBy: principal.userId });
  }
  if (principal.role !== 'doctor') throw forbidden();
  if (!patientId) throw badRequest(ORDER_MESSAGES.choosePatient);
  const patient = await findPatient(tx, patientId);
  // Someone else's patient looks exactly like a missing one.
  if (!canReachPatient(principal, patient)) throw notFound();
  return patient;
}

async function labOffers(tx: Executor, testIds: string[], labId: string | undefined): Promise<LabOffer[]> {
  const rows = await activeLabOffers(tx, testIds, labId);
  const byLab = new Map<string, LabOffer & { testIds: Set<string> }>();
  for (const row of rows) {
    const offer = byLab.get(row.labId) ?? { labId: row.labId, labName: row.labName, rating: row.rating, testIds: new Set<string>() };
    offer.testIds.add(row.testId);
    byLab.set(row.labId, offer);
  }
  return [...byLab.values()];
}

export type CheckoutPlan = { labId: string; labName: string; testIds: string[] }[];

/** The active labs that perform every test of the cart, by name: the only labs a checkout may name. */
export async function eligibleLabs(tx: Executor, cart: Cart): Promise<{ id: string; name: string }[]> {
  const testIds = [...new Set(cart.lines.map((line) => line.testId))];
  if (testIds.length === 0) return [];
  const offers = await labOffers(tx, testIds, undefined);
  return offers
    .filter((offer) => testIds.every((id) => offer.testIds.has(id)))
    .map((offer) => ({ id: offer.labId, name: offer.labName }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Which lab analyses which test: the chosen lab when it offers every test, otherwise the fewest
 * labs that together offer them. Patients cannot order clinician-only tests.
 */
export async function planCheckout(tx: Executor, principal: Principal, cart: Cart, labId: string | undefined): Promise<CheckoutPlan> {
  if (cart.lines.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);
  if (principal.role === 'patient') {
    const restricted = cart.lines.filter((line) => line.clinicianOrderOnly).map((line) => line.name);
    if (restricted.length) throw badRequest(ORDER_MESSAGES.clinicianOnly(restricted.join(', ')));
  }
  const testIds = cart.lines.map((line) => line.testId);
  const nameOf = (id: string) => cart.lines.find((line) => line.testId === id)?.name ?? id;
  const offers = await labOffers(tx, testIds, labId);
  let chosenLabName: string | null = null;
  if (labId) {
    const lab = await findLabNameAndStatus(tx, labId);
    if (!lab || lab.status !== 'active') throw badRequest('Choose an active laboratory from the lab network.');
    chosenLabName = lab.name;
  }
  const { plan, unroutable } = routeTestsToLabs(testIds, offers);
  if (unroutable.length) {
    const names = unroutable.map(nameOf).join(', ');
    throw badRequest(chosenLabName ? ORDER_MESSAGES.labLacksTests(chosenLabName, names) : ORDER_MESSAGES.noLabOffers(names));
  }
  return plan;
}

/**
 * Turns the caller's cart into orders, one per lab, in the caller's transaction: items priced
 * from the catalog, the first event in the log, notifications for the patient and the lab, an
 * audit row, and an emptied cart — all written by one statement (placeOrders). The in-app
 * notifications stay in this transaction rather than the outbox: they are rows the user reads,
 * not a delivery that can fail, so queueing them would only add a second write and a delay.
 */
export async function checkout(tx: Executor, ctx: CheckoutContext, input: CheckoutRequest): Promise<Order[]> {
  const { principal } = ctx;
  const cart = await readCart(tx, principal.userId);
  if (cart.lines.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);
  const patient = await orderPatient(tx, principal, input.patientId);

  const plan = await planCheckout(tx, principal, cart, input.labId);

  const status = ctx.paymentsEnabled ? 'awaiting_payment' : 'ordered';
  const newOrders: NewOrder[] = [];
  const newItems: NewOrderItem[] = [];
  for (const part of plan) {
    const lines = cart.lines.filter((line) => part.testIds.includes(line.testId));
    const id = randomUUID();
    newOrders.push({ id, labId: part.labId, labName: part.labName, totalCents: lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0) });
    newItems.push(...lines.map((line) => ({ orderId: id, testId: line.testId, quantity: line.quantity, unitPriceCents: line.priceCents, testCode: line.code, testName: line.name })));
  }
  const placed = await placeOrders(tx, {
    orders: newOrders,
    items: newItems,
    patientId: patient.id,
    patientUserId: patient.userId,
    actor: { userId: principal.userId, role: principal.role },
    orderingDoctorId: principal.role === 'doctor' ? principal.userId : null,
    status,
    priority: mayChoosePriority(principal.role) ? input.priority : 'standard',
    notes: input.notes ?? null,
    requestId: ctx.requestId,
  });
  return placed.map((order, i) => {
    const { labId, labName, totalCents } = newOrders[i]!;
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      patientId: patient.id,
      patientName: patient.fullName,
      doctorId: order.orderingDoctorId,
      labId,
      labName,
      status,
      priority: order.priority,
      totalCents,
      notes: order.notes,
      createdAt: order.createdAt.toISOString(),
      items: order.items.map((item) => ({ id: item.id, testId: item.testId, code: item.testCode, name: item.testName, quantity: item.quantity, unitPriceCents: item.unitPriceCents })),
    };
  });
}
