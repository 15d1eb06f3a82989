import fs from 'node:fs';
import path from 'node:path';

/** Reads the server's mail outbox (.eml files) and returns the newest link to `pathPrefix` sent to `to`. */
export async function latestMailLink(to: string, pathPrefix: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      // Quoted-printable: soft line breaks and =XX escapes.
      const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(text)) continue;
      const match = text.match(new RegExp(`https?://[^\\s"<]+${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<]*`));
      if (match) return match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a link to ${pathPrefix}`);
}
