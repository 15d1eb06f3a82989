import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPaths, type OrderListItem } from '@labwise/domain';
import { api, type ListPage } from '../../lib/api-client';
import { ORDERS_KEY, pageSearch } from './list-orders';

/** GET /patients/{id}/orders: one page of one patient's orders (their doctor), newest first. */
export const fetchPatientOrders = (patientId: string, cursor?: string): Promise<ListPage<OrderListItem>> =>
  api.getPage<OrderListItem>(`${apiPaths.patientOrders(patientId)}${pageSearch({ cursor })}`);

/** Under the orders, so a release or any order change refreshes the doctor's patient page too; page by page (Load more). */
export const patientOrdersQuery = (patientId: string) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'patient', patientId],
    queryFn: ({ pageParam }) => fetchPatientOrders(patientId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<OrderListItem>) => last.nextCursor ?? undefined,
  });
