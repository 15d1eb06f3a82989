import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiPaths, type OrderListItem } from '@labwise/domain';
import { api, type ListPage } from '../../lib/api-client';

/**
 * Every query of orders and their results lives under this key: any order change (placing,
 * cancelling, a lab step, a release) invalidates it, so no screen keeps an old status.
 */
export const ORDERS_KEY = ['orders'] as const;

/** `?limit=&cursor=` of a list page; the server's default page size when `limit` is left out. */
export function pageSearch(page: { limit?: number; cursor?: string }): string {
  const query = new URLSearchParams({
    ...(page.limit === undefined ? {} : { limit: String(page.limit) }),
    ...(page.cursor === undefined ? {} : { cursor: page.cursor }),
  }).toString();
  return query ? `?${query}` : '';
}

/** GET /lab-orders: one page of the caller's orders as the server scopes them (own, own patients', own lab's), newest first. */
export const fetchOrdersPage = (
  page: { limit?: number; cursor?: string } = {},
): Promise<ListPage<OrderListItem>> => api.getPage<OrderListItem>(`${apiPaths.labOrders}${pageSearch(page)}`);

/** The newest orders (the first page): what the dashboard cards pick from. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', 'first'],
    queryFn: async () => (await fetchOrdersPage()).items,
  });

/** The caller's orders page by page (Load more); `limit` asks for more rows a page than the server's default. */
export const ordersPagesQuery = (limit?: number) =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'list', 'pages', limit ?? 'default'],
    queryFn: ({ pageParam }) => fetchOrdersPage({ limit, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<OrderListItem>) => last.nextCursor ?? undefined,
  });
