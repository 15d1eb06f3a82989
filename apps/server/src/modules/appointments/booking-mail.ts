import { formatInTimeZone } from '@labwise/domain';
import { createEvent } from 'ics';
import type { MailAttachment, MailMessage } from '../../platform/mail';
import { composeMail, type MailContent } from '../../platform/mail-content';

/** How long a collection is booked for in the patient's calendar: a blood draw takes 15–30 minutes. */
export const COLLECTION_MINUTES = 20;

export type BookingFacts = {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  scheduledAt: Date;
  bookedAt: Date;
  patientName: string;
  email: string;
  labName: string;
  labAddress: string;
  labTimeZone: string;
};

export type BookingMailDeps = { publicUrl: string; /** MAIL_FROM, the invitation's organizer. */ from: string };

/** One UID per booked collection, so a calendar updates the same event when it is rescheduled. */
export const appointmentUid = (appointmentId: string) => `collection-${appointmentId}@labwise`;

/** The address of a 'Name <address>' or bare sender. */
function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/**
 * The booking (or reschedule) e-mail: the order number, the lab and the time in the lab's own
 * zone, as the order page shows them; no results or other health data.
 */
export function bookingContent(facts: BookingFacts, change: 'booked' | 'rescheduled', publicUrl: string): MailContent {
  const when = formatInTimeZone(facts.scheduledAt, facts.labTimeZone);
  const order = facts.orderNumber ? ` for order ${facts.orderNumber}` : '';
  return {
    subject: change === 'booked' ? `Sample collection booked: ${when}` : `Sample collection moved: ${when}`,
    greeting: `Hello ${facts.patientName},`,
    paragraphs: [
      change === 'booked' ? `Your sample collection${order} is booked.` : `Your sample collection${order} has moved to a new time.`,
      change === 'booked'
        ? 'The attached invitation adds it to your calendar.'
        : 'The attached invitation moves the event already in your calendar.',
    ],
    details: [
      ['When', when],
      ['Where', `${facts.labName}, ${facts.labAddress}`],
    ],
    ...(facts.orderId ? { action: { label: 'Open the order', url: `${publicUrl}/orders/${facts.orderId}` } } : {}),
  };
}

/**
 * The calendar invitation (METHOD:REQUEST). The UID is the appointment's and the sequence grows
 * with every change (seconds since it was booked), so a reschedule replaces the earlier event.
 */
export function bookingInvitation(facts: BookingFacts, deps: BookingMailDeps, now: Date = new Date()): MailAttachment {
  const { error, value } = createEvent({
    productId: 'labwise/collections',
    method: 'REQUEST',
    uid: appointmentUid(facts.id),
    sequence: Math.max(0, Math.floor((now.getTime() - facts.bookedAt.getTime()) / 1000)),
    start: facts.scheduledAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: COLLECTION_MINUTES },
    title: `Sample collection at ${facts.labName}`,
    description: facts.orderNumber ? `Sample collection for order ${facts.orderNumber}.` : 'Sample collection.',
    location: `${facts.labName}, ${facts.labAddress}`,
    ...(facts.orderId ? { url: `${deps.publicUrl}/orders/${facts.orderId}` } : {}),
    status: 'CONFIRMED',
    organizer: { name: 'Labwise', email: senderAddress(deps.from) },
    attendees: [{ name: facts.patientName, email: facts.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('calendar invitation not created');
  return { filename: 'collection.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: value };
}

export function bookingMail(facts: BookingFacts, change: 'booked' | 'rescheduled', deps: BookingMailDeps, now: Date = new Date()): MailMessage {
  return composeMail(facts.email, change === 'booked' ? 'collection_booked' : 'collection_rescheduled', bookingContent(facts, change, deps.publicUrl), [
    bookingInvitation(facts, deps, now),
  ]);
}
