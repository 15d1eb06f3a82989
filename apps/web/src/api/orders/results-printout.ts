import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type ResultsPrintout } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/{id}/printout: an order's results with everything the printed report names. */
export const fetchResultsPrintout = (orderId: string) => api.get<ResultsPrintout>(apiPaths.labOrderPrintout(orderId));

export const resultsPrintoutQuery = (orderId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'printout', orderId], queryFn: () => fetchResultsPrintout(orderId) });
