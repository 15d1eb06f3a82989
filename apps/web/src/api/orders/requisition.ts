import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Requisition } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/{id}/requisition: what the collection site needs, with the order's barcode. */
export const fetchRequisition = (orderId: string) => api.get<Requisition>(apiPaths.labOrderRequisition(orderId));

export const requisitionQuery = (orderId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'requisition', orderId], queryFn: () => fetchRequisition(orderId) });
