import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Order } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /patients/{id}/orders: one patient's orders (their doctor). */
export const fetchPatientOrders = (patientId: string) => api.get<Order[]>(apiPaths.patientOrders(patientId));

/** Under the orders, so a release or any order change refreshes the doctor's patient page too. */
export const patientOrdersQuery = (patientId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'patient', patientId], queryFn: () => fetchPatientOrders(patientId) });
