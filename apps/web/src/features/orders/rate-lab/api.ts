import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabRating, LabRatingInput, LabRatingReply } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** The caller's rating of the lab that performed an order, and whether they may give one now. */
export const fetchLabRating = (orderId: string) => api.get<LabRatingReply>(`/api/v1/lab-orders/${orderId}/rating`);
export const labRatingQuery = (orderId: string) => queryOptions({ queryKey: ['lab-rating', orderId], queryFn: () => fetchLabRating(orderId) });

export const postLabRating = (orderId: string, input: LabRatingInput) => api.post<LabRating>(`/api/v1/lab-orders/${orderId}/rating`, input);

/**
 * Rates the lab once. On the server's answer the card shows the saved rating; the lab network and
 * the catalog, whose ratings it changes, are fetched again when next shown.
 */
export function useRateLab(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LabRatingInput) => postLabRating(orderId, input),
    onSuccess: (rating) => {
      client.setQueryData(labRatingQuery(orderId).queryKey, (reply) => ({ labName: rating.labName, reason: null, ...reply, rating, open: false }));
      void client.invalidateQueries({ queryKey: ['labs'] });
      void client.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}
