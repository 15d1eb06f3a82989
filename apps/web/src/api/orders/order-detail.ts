import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type OrderDetail } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/{id}: one order with its items, history and collection. */
export const fetchOrder = (id: string) => api.get<OrderDetail>(apiPaths.labOrder(id));

export const orderQuery = (id: string) => queryOptions({ queryKey: [...ORDERS_KEY, 'detail', id], queryFn: () => fetchOrder(id) });
