import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Order } from '@labwise/domain';
import { api } from '../../lib/api-client';

/**
 * Every query of orders and their results lives under this key: any order change (placing,
 * cancelling, a lab step, a release) invalidates it, so no screen keeps an old status.
 */
export const ORDERS_KEY = ['orders'] as const;

/** GET /lab-orders: the caller's orders as the server scopes them (own, own patients', own lab's), newest first. */
export const fetchOrders = (limit?: number) => api.get<Order[]>(limit === undefined ? apiPaths.labOrders : `${apiPaths.labOrders}?limit=${limit}`);

/** The caller's orders; `limit` asks for more than the server's default page (the lab's work list). */
export const ordersQuery = (limit?: number) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'list', limit ?? 'default'], queryFn: () => fetchOrders(limit) });
