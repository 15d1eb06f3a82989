import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type ResultForm } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /lab-orders/{id}/result-form: the analytes to fill in, with ranges for the patient. */
export const fetchResultForm = (orderId: string) => api.get<ResultForm>(apiPaths.labOrderResultForm(orderId));

export const resultFormQuery = (orderId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'result-form', orderId], queryFn: () => fetchResultForm(orderId) });
