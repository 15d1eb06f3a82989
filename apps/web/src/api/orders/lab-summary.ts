import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type LabSummary } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/summary: the technician's lab counted by the server over all its orders, with the next incoming ones. */
export const fetchLabSummary = () => api.get<LabSummary>(apiPaths.labOrdersSummary);

/** Under the orders, so every workflow step refreshes it. */
export const labSummaryQuery = () =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'lab-summary'], queryFn: fetchLabSummary, refetchInterval: 60_000 });
