import type { MailMessage, Mailer } from '../src/platform/mail';

/** A mailer that keeps messages in memory, so tests can follow the links they carry. */
export function createMailbox(): Mailer & {
  messages: MailMessage[];
  lastLink(to: string, path: string): string;
  /** For mail sent after the reply (reset and resend requests): waits for it, at most 5 s. */
  nextLink(to: string, path: string): Promise<string>;
} {
  const messages: MailMessage[] = [];
  return {
    destination: 'memory',
    messages,
    send: async (message) => {
      messages.push(message);
    },
    async nextLink(to, path) {
      for (let i = 0; i < 100 && !messages.some((m) => m.to === to && m.text.includes(path)); i += 1) {
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
