import type { MailMessage, Mailer } from '../src/platform/mail';

/** A mailer that keeps messages in memory, so tests can follow the links they carry. */
export function createMailbox(): Mailer & {
  messages: MailMessage[];
  lastLink(to: string, path: string): string;
  /** For mail sent after the reply (reset and resend requests): waits for it, at most 5 s. */
  nextLink(to: string, path: string): Promise<string>;
  /** Sends what is queued for delivery (the test app plugs in its outbox worker). */
  flush: () => Promise<unknown>;
} {
  const messages: MailMessage[] = [];
  return {
    destination: 'memory',
    messages,
    send: async (message) => {
      messages.push(message);
    },
    flush: async () => undefined,
    async nextLink(to, path) {
      // Mail written after the reply is queued a moment later: poll, sending what is queued each time.
      for (let i = 0; i < 100; i += 1) {
        await this.flush();
        if (messages.some((m) => m.to === to && m.text.includes(path))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return this.lastLink(to, path);
    },
    lastLink(to, path) {
      const mail = [...messages].reverse().find((m) => m.to === to && m.text.includes(path));
      const match = mail?.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`));
      if (!match) throw new Error(`no mail to ${to} with a link to ${path}`);
      return match[0];
    },
  };
}
