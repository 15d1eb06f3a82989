import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { insertSecretIfAbsent, selectSecret } from './repository';

/**
 * A 256-bit key of the server, generated on first use and stored in the database (like the
 * identity provider's keys), so every server process uses the same one. Concurrent first uses race
 * on the insert; the loser reads the winner's key.
 */
export async function loadOrCreateServerKey(db: Database, name: string): Promise<Buffer> {
  const read = async () => {
    const key = ((await selectSecret(db, name)) as { key?: unknown } | undefined)?.key;
    return typeof key === 'string' ? Buffer.from(key, 'base64url') : null;
  };
  const existing = await read();
  if (existing) return existing;
  await insertSecretIfAbsent(db, name, { key: randomBytes(32).toString('base64url') });
  const stored = await read();
  if (!stored) throw new Error(`the server key ${name} could not be stored`);
  return stored;
}
