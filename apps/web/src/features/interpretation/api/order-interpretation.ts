import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderInterpretationReplySchema, type ResultsInterpretation } from '@labwise/domain';
import { api } from '../../../lib/api-client';
import { readReply } from './read-reply';

/** GET /api/v1/orders/{id}/interpretation: the assessment updated by this order's results, or null while there is none. */
export const getOrderInterpretation = async (orderId: string): Promise<ResultsInterpretation | null> =>
  readReply(orderInterpretationReplySchema, await api.get<unknown>(`/api/v1/orders/${encodeURIComponent(orderId)}/interpretation`)).interpretation;

/** Under 'orders', so whatever refreshes the orders (releasing the results) refreshes it too. */
export const orderInterpretationQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', 'interpretation', orderId], queryFn: () => getOrderInterpretation(orderId) });

export const useOrderInterpretation = (orderId: string) => useQuery(orderInterpretationQuery(orderId));
