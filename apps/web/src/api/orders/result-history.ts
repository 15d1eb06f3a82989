import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type ResultHistory } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { orderResultsQuery } from './order-results';

/** GET /lab-orders/{id}/results/history?analyteId=: one analyte across the patient's results. */
export const fetchResultHistory = (orderId: string, analyteId: string) =>
  api.get<ResultHistory>(`${apiPaths.labOrderResultHistory(orderId)}?${new URLSearchParams({ analyteId }).toString()}`);

export const resultHistoryQuery = (orderId: string, analyteId: string) =>
  queryOptions({ queryKey: [...orderResultsQuery(orderId).queryKey, 'history', analyteId], queryFn: () => fetchResultHistory(orderId, analyteId) });
