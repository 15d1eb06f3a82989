import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, orderInterpretationReplySchema, type ResultsInterpretation } from '@labwise/domain';
import { ORDERS_KEY } from '../../../api/orders/list-orders';
import { api } from '../../../lib/api-client';
import { readReply } from './read-reply';

/** GET /orders/{id}/interpretation: the assessment updated by this order's results, or null while there is none. */
export const getOrderInterpretation = async (orderId: string): Promise<ResultsInterpretation | null> =>
  readReply(orderInterpretationReplySchema, await api.get<unknown>(apiPaths.orderInterpretation(orderId))).interpretation;

/** Under 'orders', so whatever refreshes the orders (releasing the results) refreshes it too. */
export const orderInterpretationQuery = (orderId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'interpretation', orderId], queryFn: () => getOrderInterpretation(orderId) });

export const useOrderInterpretation = (orderId: string) => useQuery(orderInterpretationQuery(orderId));
