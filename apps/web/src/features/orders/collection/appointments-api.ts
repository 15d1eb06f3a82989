import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, SLOT_DAYS, type Appointment, type CollectionSlots } from '@labwise/domain';
import { formatInZone } from '../../../lib/format';
import { api } from '../../../lib/api-client';

/** Every appointment query lives under this key; each change refreshes them all. */
export const APPOINTMENTS_KEY = ['appointments'] as const;

export const upcomingQuery = () => queryOptions({ queryKey: APPOINTMENTS_KEY, queryFn: () => api.get<Appointment[]>(apiPaths.appointments) });
export const orderAppointmentQuery = (orderId: string) =>
  queryOptions({ queryKey: [...APPOINTMENTS_KEY, 'order', orderId], queryFn: () => api.get<Appointment | null>(apiPaths.labOrderAppointment(orderId)) });

/** GET /lab-orders/{id}/slots: the bookable times at the order's lab over the next days, on its clocks. */
export const slotsQuery = (orderId: string, days = SLOT_DAYS) =>
  queryOptions({ queryKey: [...APPOINTMENTS_KEY, 'slots', orderId, days], queryFn: () => api.get<CollectionSlots>(`${apiPaths.labOrderSlots(orderId)}?days=${days}`) });

/** Every change answers with the appointment; the lists are refreshed. */
export function useAppointmentMutation<V>(call: (variables: V) => Promise<Appointment>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }) });
}

export const bookCollection = (orderId: string, scheduledAt: string) => api.post<Appointment>(apiPaths.appointments, { orderId, scheduledAt });
export const rescheduleCollection = (id: string, scheduledAt: string) => api.put<Appointment>(apiPaths.appointment(id), { scheduledAt });
export const cancelCollection = (id: string) => api.post<Appointment>(apiPaths.appointmentCancel(id), {});

/** A booked time as the lab's clocks read it, the zone named: people go to the lab at that time. */
export const formatSlot = (appointment: Pick<Appointment, 'scheduledAt' | 'labTimeZone'>): string =>
  formatInZone(appointment.scheduledAt, appointment.labTimeZone);
