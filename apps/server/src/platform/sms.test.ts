import { describe, expect, it, vi } from 'vitest';
import type { Executor } from '../db/database';
import { createHttpSmsSender, createSmsSender, SmsDeliveryError } from './sms';

/** An executor that records what would be inserted into the outbox. */
function fakeDb() {
  const rows: unknown[] = [];
  const db = { insert: () => ({ values: async (row: unknown) => void rows.push(row) }) } as unknown as Executor;
  return { db, rows };
}

describe('SMS senders', () => {
  it('uses the outbox unless a gateway is configured', () => {
    expect(createSmsSender({})).toMatchObject({ destination: 'outbox', configured: false });
    expect(createSmsSender({ smsHttp: { url: 'https://sms.example.com/send', token: undefined } })).toMatchObject({ destination: 'sms.example.com', configured: true });
  });

  it('posts the number and text to the gateway with its token and records the text as sent', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 202 }));
    const sender = createHttpSmsSender({ url: 'https://sms.example.com/send', token: 'secret', fetch });
    const { db, rows } = fakeDb();
    await sender.send(db, { to: '+15550100200', kind: 'patient_invite', body: 'Hello' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://sms.example.com/send');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ authorization: 'Bearer secret', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ to: '+15550100200', body: 'Hello' });
    expect(rows).toEqual([expect.objectContaining({ toNumber: '+15550100200', kind: 'patient_invite', sentAt: expect.any(Date) })]);
  });

  it('reports a refusing or unreachable gateway and records nothing', async () => {
    const { db, rows } = fakeDb();
    const refusing = createHttpSmsSender({ url: 'https://sms.example.com/send', fetch: async () => new Response('no', { status: 500 }) });
    await expect(refusing.send(db, { to: '+1555', kind: 'k', body: 'b' })).rejects.toBeInstanceOf(SmsDeliveryError);
    const down = createHttpSmsSender({
      url: 'https://sms.example.com/send',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.send(db, { to: '+1555', kind: 'k', body: 'b' })).rejects.toBeInstanceOf(SmsDeliveryError);
    expect(rows).toEqual([]);
  });
});
