import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { callAs } from '../../../test/api';
import { seedLabCast } from '../../../test/lab-cast';
import { collectAndProcess, placeOrder, uploadResults } from '../../../test/lab-orders';
import { icsProperties, plainText, visibleText } from '../../../test/mail-text';
import { patients } from '../../db/schema';
import type { MailMessage } from '../../platform/mail';

/** The next weekday after `days` days, at 15:00 UTC (11:00 or 10:00 in Boston: the lab is open). */
function nextWeekday(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(15, 0, 0, 0);
  return d.toISOString();
}

const ctx = useTestApp();
let patient: SignedInUser;
let doctor: SignedInUser;
let tech: SignedInUser;
let labId: string;
let testId: Record<string, string>;

beforeAll(async () => {
  ({ patient, doctor, tech, labId, code: testId } = await seedLabCast(ctx.app, ctx.database.db, 'mail'));
});

async function mailsTo(to: string, kind: string): Promise<MailMessage[]> {
  await ctx.deliver();
  return ctx.mailbox.messages.filter((m) => m.to === to && m.kind === kind);
}

describe('collection booking e-mails', () => {
  it('mails the booking and the reschedule, each with an invitation for the same calendar event', async () => {
    const order = await placeOrder(ctx.app, patient, { testIds: [testId.CBC!], labId });
    const first = nextWeekday(3);
    const booked = await callAs(ctx.app, 'POST', '/api/v1/appointments', patient, { orderId: order.id, scheduledAt: first });
    expect(booked.statusCode, booked.body).toBe(201);
    const [bookedMail] = await mailsTo('mail-patient@example.com', 'collection_booked');
    expect(bookedMail).toBeDefined();
    expect(bookedMail!.text).toContain(order.orderNumber);
    expect(visibleText(bookedMail!.html)).toBe(plainText(bookedMail!.text));
    const invite = icsProperties(bookedMail!.attachments![0]!.content);
    expect(invite.get('METHOD')?.[0]?.value).toBe('REQUEST');
    expect(invite.get('DTSTART')?.[0]?.value).toBe(first.replace(/[-:]/g, '').replace('.000', ''));
    expect(invite.get('LOCATION')?.[0]?.value).toBe('Northside Clinical Laboratory\\, 120 Harbor Street\\, Boston\\, MA');

    const later = nextWeekday(6);
    const moved = await callAs(ctx.app, 'PUT', `/api/v1/appointments/${booked.json().data.id}`, patient, { scheduledAt: later });
    expect(moved.statusCode, moved.body).toBe(200);
    const [movedMail] = await mailsTo('mail-patient@example.com', 'collection_rescheduled');
    const update = icsProperties(movedMail!.attachments![0]!.content);
    expect(update.get('UID')?.[0]?.value).toBe(invite.get('UID')?.[0]?.value);
    expect(update.get('DTSTART')?.[0]?.value).toBe(later.replace(/[-:]/g, '').replace('.000', ''));
    expect(Number(update.get('SEQUENCE')?.[0]?.value)).toBeGreaterThanOrEqual(Number(invite.get('SEQUENCE')?.[0]?.value));
  });
});

describe('results-ready e-mails', () => {
  it('tells a self-ordering patient when the lab reports, and a doctor’s patient when the doctor releases', async () => {
    const self = await placeOrder(ctx.app, patient, { testIds: [testId.TSH!], labId });
    await collectAndProcess(ctx.app, self.id, tech);
    await uploadResults(ctx.app, self.id, tech, () => 2.1);
    const [selfMail] = (await mailsTo('mail-patient@example.com', 'results_ready')).filter((m) => m.subject.includes(self.orderNumber));
    expect(selfMail?.subject).toBe(`Results for ${self.orderNumber} are ready`);
    expect(visibleText(selfMail!.html)).toBe(plainText(selfMail!.text));
    expect(selfMail!.text).not.toContain('2.1');

    const caredFor = await signedInUser(ctx.app, ctx.database.db, 'mail-cared@example.com');
    const [record] = await ctx.database.db.insert(patients).values({ userId: caredFor.id, fullName: 'Cara Cared', primaryDoctorId: doctor.id }).returning();
    const ordered = await placeOrder(ctx.app, doctor, { testIds: [testId.TSH!], labId, patientId: record!.id });
    await collectAndProcess(ctx.app, ordered.id, tech);
    await uploadResults(ctx.app, ordered.id, tech, () => 3.3);
    expect(await mailsTo('mail-cared@example.com', 'results_ready')).toEqual([]);
    expect((await callAs(ctx.app, 'POST', `/api/v1/lab-orders/${ordered.id}/release`, doctor, {})).statusCode).toBe(200);
    const [released] = await mailsTo('mail-cared@example.com', 'results_ready');
    expect(released?.text).toContain('Your doctor has reviewed and released your results.');
    expect(visibleText(released!.html)).toBe(plainText(released!.text));
  });
});
