import { describe, expect, it } from 'vitest';
import { icsProperties, plainText, visibleText } from '../../../test/mail-text';
import { appointmentUid, bookingMail, COLLECTION_MINUTES, type BookingFacts } from './booking-mail';

const facts: BookingFacts = {
  id: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
  orderId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  orderNumber: 'NB-100042',
  scheduledAt: new Date('2026-12-01T14:30:00Z'),
  bookedAt: new Date('2026-11-20T10:00:00Z'),
  patientName: 'Ana Alvarez',
  email: 'ana@example.com',
  labName: 'Northside Clinical Laboratory',
  labAddress: '120 Harbor Street, Boston, MA',
  labTimeZone: 'America/New_York',
};
const deps = { publicUrl: 'https://labwise.example', from: 'Labwise <no-reply@labwise.example>' };

function invitation(change: 'booked' | 'rescheduled', at: Partial<BookingFacts> = {}, now = new Date('2026-11-20T10:00:05Z')) {
  const mail = bookingMail({ ...facts, ...at }, change, deps, now);
  const [attachment] = mail.attachments ?? [];
  if (!attachment) throw new Error('no attachment');
  return { mail, attachment, props: icsProperties(attachment.content) };
}
const one = (props: ReturnType<typeof icsProperties>, name: string) => props.get(name)?.[0]?.value;

describe('the collection booking e-mail', () => {
  it('says the same in its text and HTML versions', () => {
    for (const change of ['booked', 'rescheduled'] as const) {
      const { mail } = invitation(change);
      expect(visibleText(mail.html)).toBe(plainText(mail.text));
      expect(mail.text).toContain('Tuesday, December 1, 2026 at 9:30 AM EST');
      expect(mail.text).toContain('Northside Clinical Laboratory, 120 Harbor Street, Boston, MA');
      expect(mail.text).toContain('NB-100042');
    }
  });

  it('escapes what people typed in the HTML version', () => {
    const { mail } = invitation('booked', { patientName: 'Ana <b>Alvarez</b>' });
    expect(mail.html).not.toContain('<b>');
    expect(visibleText(mail.html)).toBe(plainText(mail.text));
  });

  it('carries a calendar invitation a client can read: REQUEST, UTC start, the lab as location', () => {
    const { attachment, props } = invitation('booked');
    expect(attachment).toMatchObject({ filename: 'collection.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' });
    expect(one(props, 'BEGIN')).toBe('VCALENDAR');
    expect(props.get('BEGIN')?.map((p) => p.value)).toEqual(['VCALENDAR', 'VEVENT']);
    expect(one(props, 'VERSION')).toBe('2.0');
    expect(one(props, 'METHOD')).toBe('REQUEST');
    expect(one(props, 'UID')).toBe(appointmentUid(facts.id));
    expect(one(props, 'DTSTART')).toBe('20261201T143000Z');
    const duration = one(props, 'DURATION');
    const end = one(props, 'DTEND');
    expect(duration ?? end).toBe(duration ? `PT${COLLECTION_MINUTES}M` : '20261201T145000Z');
    expect(COLLECTION_MINUTES).toBeGreaterThanOrEqual(15);
    expect(COLLECTION_MINUTES).toBeLessThanOrEqual(30);
    expect(one(props, 'LOCATION')).toBe('Northside Clinical Laboratory\\, 120 Harbor Street\\, Boston\\, MA');
    expect(one(props, 'SUMMARY')).toBe('Sample collection at Northside Clinical Laboratory');
    expect(one(props, 'ORGANIZER')?.toLowerCase()).toBe('mailto:no-reply@labwise.example');
    expect(props.get('ATTENDEE')?.[0]?.value.toLowerCase()).toBe('mailto:ana@example.com');
    expect(one(props, 'STATUS')).toBe('CONFIRMED');
  });

  it('keeps the UID on a reschedule and raises the sequence, so calendars move the same event', () => {
    const first = invitation('booked');
    const moved = invitation('rescheduled', { scheduledAt: new Date('2026-12-03T15:00:00Z') }, new Date('2026-11-21T08:00:00Z'));
    expect(one(moved.props, 'UID')).toBe(one(first.props, 'UID'));
    expect(Number(one(moved.props, 'SEQUENCE'))).toBeGreaterThan(Number(one(first.props, 'SEQUENCE')));
    expect(one(moved.props, 'DTSTART')).toBe('20261203T150000Z');
    expect(moved.mail.subject).toMatch(/^Sample collection moved: /);
  });

  it('shows no health data: no test names or results, only the order number, the lab and the time', () => {
    const { mail, attachment } = invitation('booked');
    for (const text of [mail.text, mail.html, attachment.content]) expect(text).not.toMatch(/CBC|blood count|result/i);
  });
});
