import { queryOptions } from '@tanstack/react-query';
import type { Order, OrderResults, PatientDetail, QuestionnaireSession } from '@labwise/domain';
import { api } from '../../../lib/api-client';

/** GET /api/v1/patients/{id}: one of the doctor's patients (another doctor's answers 404). */
export const patientDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['patients', 'detail', id], queryFn: () => api.get<PatientDetail>(`/api/v1/patients/${id}`) });

/** GET /api/v1/patients/{id}/orders. */
export const patientOrdersQuery = (id: string) =>
  queryOptions({ queryKey: ['patients', 'orders', id], queryFn: () => api.get<Order[]>(`/api/v1/patients/${id}/orders`) });

/** GET /api/v1/questionnaires/user/{id}/history (the patient's id is accepted for the user's). */
export const patientAssessmentsQuery = (id: string) =>
  queryOptions({
    queryKey: ['patients', 'assessments', id],
    queryFn: async () => (await api.get<{ sessions: QuestionnaireSession[] }>(`/api/v1/questionnaires/user/${id}/history`)).sessions,
  });

/** GET /api/v1/lab-orders/{id}/results: one order's values with their flags. */
export const orderResultsQuery = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'results'], queryFn: () => api.get<OrderResults>(`/api/v1/lab-orders/${orderId}/results`) });
