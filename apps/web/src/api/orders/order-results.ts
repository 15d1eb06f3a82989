import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type OrderResults } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/{id}/results: one order's values with their ranges and flags. */
export const fetchOrderResults = (orderId: string) => api.get<OrderResults>(apiPaths.labOrderResults(orderId));

/** One key for the order page's card and the doctor's patient page, so a release refreshes both. */
export const orderResultsQuery = (orderId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'results', orderId], queryFn: () => fetchOrderResults(orderId) });
