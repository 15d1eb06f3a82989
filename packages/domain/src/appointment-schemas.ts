import { z } from 'zod';

/** Collection appointments: a patient books a slot at their order's lab, within its hours. */
export const appointmentSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  patientName: z.string(),
  labId: z.uuid(),
  labName: z.string(),
  labAddress: z.string(),
  /** The lab's IANA time zone: its opening hours, and the slot as people read it, are in this zone. */
  labTimeZone: z.string(),
  scheduledAt: z.string(),
  status: z.enum(['scheduled', 'completed', 'cancelled']),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const APPOINTMENT_MESSAGES = {
  noTime: 'Choose a date and time for the collection.',
  inPast: 'Choose a time in the future.',
  tooFar: 'Collections can be booked up to 90 days ahead.',
  closed: (lab: string, hours: string) => `${lab} is closed then. Opening hours: ${hours} (lab’s local time).`,
  orderNotOpen: 'This order is not waiting for a sample: nothing to book.',
  alreadyBooked: 'This order already has a collection booked. Reschedule it instead.',
} as const;

const when = z.iso.datetime({ offset: true, error: APPOINTMENT_MESSAGES.noTime });
export const bookAppointmentRequest = z.strictObject({ orderId: z.uuid('Choose an order.'), scheduledAt: when });
export const rescheduleAppointmentRequest = z.strictObject({ scheduledAt: when });
