import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type LabRating, type LabRatingInput, type LabRatingReply } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { CATALOG_KEY } from '../catalog/catalog-tests';
import { LABS_KEY } from './lab-network';

/** The caller's rating of the lab that performed an order, and whether they may give one now. */
export const fetchLabRating = (orderId: string) => api.get<LabRatingReply>(apiPaths.labOrderRating(orderId));
export const labRatingQuery = (orderId: string) => queryOptions({ queryKey: [...LABS_KEY, 'rating', orderId], queryFn: () => fetchLabRating(orderId) });

export const postLabRating = (orderId: string, input: LabRatingInput) => api.post<LabRating>(apiPaths.labOrderRating(orderId), input);

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
      void client.invalidateQueries({ queryKey: LABS_KEY, predicate: (query) => query.queryKey[1] !== 'rating' });
      void client.invalidateQueries({ queryKey: CATALOG_KEY });
    },
  });
}
