import { expect } from 'vitest';
import type { App } from '../src/app';
import type { SignedInUser } from './accounts';
import { callAs } from './api';

export type PlacedOrder = { id: string; orderNumber: string };

/**
 * Puts the tests in the orderer's cart and places the order at the lab: for `patientId` when a
 * doctor orders for a patient, else a self-order.
 */
export async function placeOrder(
  app: App,
  orderer: SignedInUser,
  order: { testIds: string[]; labId: string; patientId?: string },
): Promise<PlacedOrder> {
  for (const testId of order.testIds) {
    const added = await callAs(app, 'POST', '/api/v1/cart/lines', orderer, { testId });
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  const destination = order.patientId
    ? { labId: order.labId, patientId: order.patientId }
    : { labId: order.labId };
  const placed = await callAs(app, 'POST', '/api/v1/lab-orders', orderer, destination);
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const [first] = placed.json().data as PlacedOrder[];
  return { id: first!.id, orderNumber: first!.orderNumber };
}

/** The lab collects the order's sample and starts processing it: the order then awaits results. */
export async function collectAndProcess(app: App, orderId: string, technician: SignedInUser) {
  const collected = await callAs(app, 'POST', `/api/v1/lab-orders/${orderId}/collect`, technician, {});
  expect(collected.statusCode, collected.body).toBe(200);
  const processing = await callAs(app, 'POST', `/api/v1/lab-orders/${orderId}/start-processing`, technician);
  expect(processing.statusCode, processing.body).toBe(200);
}

type FormAnalyte = { analyteId: string; code: string };
type ResultValue<V> = { orderItemId: string; analyteId: string; value: V };

/** The order's result form filled in: `value` gives each analyte's value. */
export async function resultValues<V extends number | string>(
  app: App,
  orderId: string,
  technician: SignedInUser,
  value: (analyte: FormAnalyte) => V,
): Promise<ResultValue<V>[]> {
  const form = (await callAs(app, 'GET', `/api/v1/lab-orders/${orderId}/result-form`, technician)).json()
    .data;
  return form.items.flatMap((item: { orderItemId: string; analytes: FormAnalyte[] }) =>
    item.analytes.map((analyte) => ({
      orderItemId: item.orderItemId,
      analyteId: analyte.analyteId,
      value: value(analyte),
    })),
  );
}

/**
 * The lab uploads the order's results (`value` gives each analyte's value) and the upload is
 * accepted; answers what the upload reported.
 */
export async function uploadResults(
  app: App,
  orderId: string,
  technician: SignedInUser,
  value: (analyte: FormAnalyte) => number | string,
  extra: { labComments?: string } = {},
) {
  const values = await resultValues(app, orderId, technician, value);
  const uploaded = await callAs(app, 'POST', `/api/v1/lab-orders/${orderId}/results`, technician, {
    values,
    ...extra,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return uploaded.json().data;
}
