import { expect, test } from '@playwright/test';
import { adminPage, callApi, newLab, newPatient, newStaff, ok, selfOrder } from '../support/people';

/**
 * Collection times are the lab's wall-clock times, whatever the browser's zone: a patient and a
 * technician browsing from Tokyo book and see 9:30 AM at a lab in New York open 8 AM to 6 PM.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

const LAB_ZONE = 'America/New_York';
// Chromium writes 9:30 and AM apart with a narrow no-break space; \s matches it and a plain space.
const NINE_THIRTY_LAB_TIME = /9:30\sAM E[SD]T/;

/** The first Monday-to-Friday date at least two days ahead, as the lab's calendar reads it. */
function nextLabWeekday(): string {
  const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: LAB_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  for (let days = 2; ; days += 1) {
    const date = dateIn.format(new Date(Date.now() + days * 86_400_000));
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

/** A lab calendar day as the slot picker names it: 'Monday, November 30'. */
const dayName = (date: string) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

/** 'YYYY-MM-DD' + 'HH:MM' on the lab's clocks as an instant (New York is 4 or 5 hours behind UTC). */
function labInstant(date: string, time: string): string {
  for (const offset of [4, 5]) {
    const at = new Date(Date.parse(`${date}T${time}:00Z`) + offset * 3600_000).toISOString();
    const [d, t] = onLabClock(at);
    if (d === date && t === time) return at;
  }
  throw new Error(`no instant for ${date} ${time}`);
}

/** An instant's date and time on the lab's clocks: ['YYYY-MM-DD', 'HH:MM']. */
function onLabClock(iso: string): [string, string] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: LAB_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return [`${get('year')}-${get('month')}-${get('day')}`, `${get('hour')}:${get('minute')}`];
}

test('a patient in Tokyo books 9:30 AM at a New York lab: refused at 6:30 PM, booked and shown at 9:30 AM lab time everywhere', async ({ browser, timezoneId }) => {
  test.setTimeout(500_000);
  expect(timezoneId).toBe('Asia/Tokyo');
  const stamp = Date.now();
  const labName = `Eastern Hours Lab ${stamp}`;
  const admin = await adminPage(browser);
  const labId = await newLab(admin, labName, ['CBC'], { hours: 'Mon-Fri 8AM-6PM', timeZone: LAB_ZONE });
  // Contexts made by the helpers take the zone explicitly (test.use applies to the page fixture only).
  const tech = await newStaff(browser, admin, 'lab_technician', `Tomo Tech ${stamp}`, labId, { timezoneId });
  const patientName = `Kei Tokyo ${stamp}`;
  const patient = await newPatient(browser, patientName, { timezoneId });
  expect(await patient.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  const order = await selfOrder(patient.page, labId, ['CBC']);

  const day = nextLabWeekday();
  // 18:30 on the lab's clocks is after closing: the server refuses it with the lab's hours.
  const late = await callApi(patient.page, 'POST', '/api/v1/appointments', { orderId: order.id, scheduledAt: labInstant(day, '18:30') });
  expect(late.status).toBe(400);
  expect(late.message).toBe(`${labName} is closed then. Opening hours: Mon-Fri 8AM-6PM (lab’s local time).`);

  await patient.page.goto(`/orders/${order.id}`);
  const dayChoice = patient.page.getByRole('radio', { name: dayName(day) });
  await expect(dayChoice).toBeAttached({ timeout: 30_000 });
  // The picker is driven by the keyboard: focus a day, Space chooses it, its times follow.
  await dayChoice.focus();
  await patient.page.keyboard.press('Space');
  const times = patient.page.getByRole('radiogroup', { name: 'Time' });
  await expect(patient.page.getByText('Times are in the lab’s time zone (Eastern Time).')).toBeVisible();
  // The lab's hours on its own clocks (08:00–18:00), every 30 minutes: nothing at or after closing time.
  await expect(times.getByRole('radio')).toHaveCount(20);
  await expect(times.getByRole('radio', { name: '8:00 AM' })).toBeAttached();
  await expect(times.getByRole('radio', { name: '5:30 PM' })).toBeAttached();
  await expect(times.getByRole('radio', { name: '6:30 PM' })).toHaveCount(0);

  // 09:30 on the lab's clocks (23:30 or 22:30 in Tokyo) is inside the hours: booked, and confirmed as 9:30 AM lab time.
  await times.getByRole('radio', { name: '9:30 AM' }).focus();
  await patient.page.keyboard.press('Space');
  await patient.page.getByRole('button', { name: 'Book collection' }).click();
  await expect(patient.page.getByText(/^Collection booked for /)).toHaveText(NINE_THIRTY_LAB_TIME, { timeout: 30_000 });
  const booked = patient.page.getByText(/^Booked for /);
  await expect(booked).toContainText(NINE_THIRTY_LAB_TIME, { timeout: 30_000 });
  await expect(booked).toContainText(`at ${labName}`);

  // The server holds the instant of 09:30 in New York on that day.
  const stored = await ok<{ scheduledAt: string; labTimeZone: string }>(patient.page, 'GET', `/api/v1/lab-orders/${order.id}/appointment`);
  expect(stored.labTimeZone).toBe(LAB_ZONE);
  expect(onLabClock(stored.scheduledAt)).toEqual([day, '09:30']);

  // The patient's Upcoming Appointments.
  await patient.page.goto('/dashboard');
  const upcomingCard = patient.page.getByRole('heading', { name: 'Upcoming Appointments' }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  const upcoming = upcomingCard.getByRole('listitem').filter({ hasText: order.orderNumber });
  await expect(upcoming).toContainText(NINE_THIRTY_LAB_TIME, { timeout: 30_000 });
  await expect(upcoming).toContainText(labName);

  // The lab's Collections.
  expect(await tech.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  await tech.page.goto('/dashboard/lab/collections');
  const atLab = tech.page.getByRole('listitem').filter({ hasText: patientName });
  await expect(atLab).toContainText(NINE_THIRTY_LAB_TIME, { timeout: 30_000 });

  // The order page, as the lab sees it.
  await tech.page.goto(`/orders/${order.id}`);
  await expect(tech.page.getByText(/^Booked for /)).toContainText(NINE_THIRTY_LAB_TIME, { timeout: 30_000 });
});
