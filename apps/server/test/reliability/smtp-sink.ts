import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type SinkMode = 'accept' | 'refuse' | 'stall';
export type SunkMail = { messageId: string; to: string; subject: string };

/**
 * A real SMTP server on 127.0.0.1 standing in for the relay: it accepts and records every message
 * (by its Message-ID header), refuses connections with 421 (relay down), or stalls at RCPT TO
 * without ever taking the message (a slow relay; a client killed then leaves nothing behind).
 */
export type SmtpSink = {
  port: number;
  received: SunkMail[];
  setMode(mode: SinkMode): void;
  close(): Promise<void>;
};

const unavailable = () => Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });

export async function startSmtpSink(port: number, initial: SinkMode): Promise<SmtpSink> {
  let mode = initial;
  const received: SunkMail[] = [];
  const stalled: ((error?: Error) => void)[] = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect: (_session, callback) => (mode === 'refuse' ? callback(unavailable()) : callback()),
    onRcptTo: (_address, _session, callback) => {
      if (mode === 'stall') return void stalled.push(callback);
      return mode === 'refuse' ? callback(unavailable()) : callback();
    },
    onData: (stream, session, callback) => {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
        const header = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'mi').exec(headers)?.[1]?.trim() ?? '';
        received.push({ messageId: header('Message-ID'), to: session.envelope.rcptTo.map((r) => r.address).join(','), subject: header('Subject') });
        callback();
      });
    },
  };
  const server = new SMTPServer(options);
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port,
    received,
    setMode(next) {
      mode = next;
      // Stalled clients get a temporary refusal; those already gone (killed) simply never answer.
      if (next !== 'stall') for (const callback of stalled.splice(0)) callback(unavailable());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
