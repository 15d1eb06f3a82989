import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { secrets } from '../db/schema';

/**
 * A 256-bit key of the server, generated on first use and stored in the database (like the
 * identity provider's keys), so every server process uses the same one. Concurrent first uses race
 * on the insert; the loser reads the winner's key.
 */
export async function loadOrCreateServerKey(db: Database, name: string): Promise<Buffer> {
  const read = async () => {
    const [row] = await db.select().from(secrets).where(eq(secrets.name, name)).limit(1);
    const key = (row?.value as { key?: unknown } | undefined)?.key;
    return typeof key === 'string' ? Buffer.from(key, 'base64url') : null;
  };
  const existing = await read();
  if (existing) return existing;
  await db.insert(secrets).values({ name, value: { key: randomBytes(32).toString('base64url') } }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`the server key ${name} could not be stored`);
  return stored;
}
