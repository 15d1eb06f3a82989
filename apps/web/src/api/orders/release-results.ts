import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** POST /lab-orders/{id}/release: the doctor releases the results to the patient, with an optional note. */
export const releaseResults = (orderId: string, comment: string) =>
  api.post<unknown>(apiPaths.labOrderRelease(orderId), comment.trim() ? { comment: comment.trim() } : {});

export function useReleaseResults(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => releaseResults(orderId, comment),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
