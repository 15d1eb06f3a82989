import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriticalRecipient, Order, ResultForm, UploadResultsRequest } from '@labwise/domain';
import { api } from '../../lib/api-client';

export const labOrdersQuery = () => queryOptions({ queryKey: ['orders', 'mine'], queryFn: () => api.get<Order[]>('/api/v1/lab-orders?limit=200') });
export const resultFormQuery = (orderId: string) =>
  queryOptions({ queryKey: ['result-form', orderId], queryFn: () => api.get<ResultForm>(`/api/v1/lab-orders/${orderId}/result-form`) });

/** Each workflow step refreshes every order list. */
function useStep<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }) });
}

export const useCollect = () =>
  useStep(({ id, specimenType }: { id: string; specimenType: string }) =>
    api.post<{ accessionNumber: string; collectedAt: string; specimenType: string }>(`/api/v1/lab-orders/${id}/collect`, { specimenType }),
  );
export const useStartProcessing = () => useStep((id: string) => api.post(`/api/v1/lab-orders/${id}/start-processing`, {}));
export const useUploadResults = () =>
  useStep(({ id, body }: { id: string; body: UploadResultsRequest }) =>
    api.post<{ version: number; critical: string[]; notified: CriticalRecipient[] }>(`/api/v1/lab-orders/${id}/results`, body),
  );
