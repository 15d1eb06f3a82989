import type { Executor } from '../db/database';
import { insertSmsOutbox } from './repository';

export type SmsMessage = { to: string; kind: string; body: string };

/**
 * Where text messages go. The default writes each one to the sms_outbox table (number and kind
 * only: bodies carry sign-in links and are not kept); a gateway sender can replace it. Senders
 * take the caller's transaction so a failed request leaves no row behind.
 */
export type SmsSender = {
  send(db: Executor, message: SmsMessage): Promise<void>;
  readonly destination: string;
  /** False when no gateway is set up: texts are only recorded, and nobody receives them. */
  readonly configured: boolean;
};

/** Thrown when a gateway refuses or cannot be reached; callers turn it into a clear answer. */
export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export function createOutboxSmsSender(): SmsSender {
  return {
    destination: 'outbox',
    configured: false,
    send: async (db, message) => {
      await insertSmsOutbox(db, { toNumber: message.to, kind: message.kind });
    },
  };
}

/**
 * An HTTP gateway: POST {to, body} as JSON to `url` (with `Authorization: Bearer token` when a
 * token is configured); any 2xx is delivery. Each text is also recorded in the outbox, marked sent.
 */
export function createHttpSmsSender(options: { url: string; token?: string | undefined; timeoutMs?: number; fetch?: typeof fetch }): SmsSender {
  const post = options.fetch ?? fetch;
  return {
    destination: new URL(options.url).host,
    configured: true,
    send: async (db, message) => {
      let response: Response;
      try {
        response = await post(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
          body: JSON.stringify({ to: message.to, body: message.body }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch {
        throw new SmsDeliveryError('SMS gateway unreachable');
      }
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
      await insertSmsOutbox(db, { toNumber: message.to, kind: message.kind, sentAt: new Date() });
    },
  };
}

/** The configured sender: the HTTP gateway when SMS_HTTP_URL is set, else the outbox. */
export function createSmsSender(config: { smsHttp?: { url: string; token: string | undefined } | undefined }): SmsSender {
  return config.smsHttp ? createHttpSmsSender(config.smsHttp) : createOutboxSmsSender();
}
