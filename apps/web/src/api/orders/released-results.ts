import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type ReleasedResults } from '@labwise/domain';
import { api } from '../../lib/api-client';
import { ORDERS_KEY } from './list-orders';

/** GET /patients/me/results: the patient's own released results, every order at once (newest release first). */
export const fetchReleasedResults = () => api.get<ReleasedResults[]>(apiPaths.myReleasedResults);

/** Under the orders (a release changes it), though the path is the patient's. */
export const releasedResultsQuery = () => queryOptions({ queryKey: [...ORDERS_KEY, 'released'], queryFn: fetchReleasedResults });
