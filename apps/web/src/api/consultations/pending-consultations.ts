import { queryOptions } from '@tanstack/react-query';
import { apiPaths, type Consultation } from '@labwise/domain';
import { api } from '../../lib/api-client';

/** Every query of consultation requests lives under this key. */
export const CONSULTATIONS_KEY = ['consultations'] as const;

/** GET /consultations?status=pending: the requests waiting for the doctor. */
export const fetchPendingConsultations = () => api.get<Consultation[]>(`${apiPaths.consultations}?status=pending`);

export const pendingConsultationsQuery = () =>
  queryOptions({ queryKey: [...CONSULTATIONS_KEY, 'pending'], queryFn: fetchPendingConsultations });
