import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { formatInTimeZone, type Appointment } from '@labwise/domain';
import { api } from '../../../lib/api-client';

export const upcomingQuery = () => queryOptions({ queryKey: ['appointments'], queryFn: () => api.get<Appointment[]>('/api/v1/appointments') });
export const orderAppointmentQuery = (orderId: string) =>
  queryOptions({ queryKey: ['appointments', 'order', orderId], queryFn: () => api.get<Appointment | null>(`/api/v1/lab-orders/${orderId}/appointment`) });

/** Every change answers with the appointment; the lists are refreshed. */
export function useAppointmentMutation<V>(call: (variables: V) => Promise<Appointment>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ['appointments'] }) });
}

export const bookCollection = (orderId: string, scheduledAt: string) => api.post<Appointment>('/api/v1/appointments', { orderId, scheduledAt });
export const rescheduleCollection = (id: string, scheduledAt: string) => api.put<Appointment>(`/api/v1/appointments/${id}`, { scheduledAt });
export const cancelCollection = (id: string) => api.post<Appointment>(`/api/v1/appointments/${id}/cancel`, {});

/** A booked time as the lab's clocks read it, the zone named: people go to the lab at that time. */
export const formatSlot = (appointment: Pick<Appointment, 'scheduledAt' | 'labTimeZone'>): string =>
  formatInTimeZone(appointment.scheduledAt, appointment.labTimeZone);
