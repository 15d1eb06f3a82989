import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type PaymentRecord } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/{id}/payment: the payment recorded at collection, or null. */
export const fetchOrderPayment = (id: string) => api.get<PaymentRecord | null>(apiPaths.labOrderPayment(id));

export const orderPaymentQuery = (id: string) => queryOptions({ queryKey: [...ORDERS_KEY, 'payment', id], queryFn: () => fetchOrderPayment(id) });
