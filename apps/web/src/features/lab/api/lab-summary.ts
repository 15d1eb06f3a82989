import { queryOptions } from '@tanstack/react-query';
import type { LabSummary } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/**
 * GET /api/v1/lab-orders/summary: the technician's lab counted by the server over all its orders,
 * with the next incoming ones. Under the 'orders' key, so every workflow step refreshes it.
 */
export const labSummaryQuery = () =>
  queryOptions({ queryKey: ['orders', 'lab-summary'], queryFn: () => api.get<LabSummary>('/api/v1/lab-orders/summary'), refetchInterval: 60_000 });
