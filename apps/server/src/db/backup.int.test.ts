import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { asc } from 'drizzle-orm';
import { createLocalAccount } from '../identity/accounts';
import { EMBEDDED_ISSUER_KEY } from '../identity/mount';
import { orders, patients } from './schema';
import { openPglite, type PgliteHandle } from './engine';
import { BackupError, backupStoppedDataDir, requestBackupFromServer, restoreBackup, serveBackupRequests } from './backup';

/**
 * npm run backup / restore on the embedded database: a dump taken by the process holding the
 * database (here this test process plays the server, answering the signal) restores into a fresh
 * folder that opens with the same orders; restoring over a database or a running server is refused.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'labwise-backup-'));
const pgDir = path.join(root, 'data', 'pg');
const backupsDir = path.join(root, 'data', 'backups');
const silent = { info: () => undefined, error: () => undefined };
let live: PgliteHandle;
let patientId: string;
let userId: string;

async function placeOrder(handle: PgliteHandle, notes: string) {
  await handle.db.insert(orders).values({ patientId, orderedBy: userId, notes });
}

async function orderNotes(dir: string): Promise<string[]> {
  const handle = await openPglite({ dataDir: dir });
  try {
    const rows = await handle.db.select({ notes: orders.notes }).from(orders).orderBy(asc(orders.createdAt), asc(orders.notes));
    return rows.map((row) => row.notes ?? '');
  } finally {
    await handle.close();
  }
}

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// The embedded database's own backup: PGlite only (a PostgreSQL server is backed up with its own tools).
describe.runIf(inject('testDb').engine === 'pglite')('backup and restore of the embedded database', () => {
  beforeAll(async () => {
    const testDb = inject('testDb');
    if (testDb.engine !== 'pglite') return; // narrows the type: the suite runs only on PGlite
    live = await openPglite({ dataDir: pgDir, loadDataDir: new Blob([fs.readFileSync(testDb.templateFile)]) });
    const user = await createLocalAccount(live.db, { issuer: EMBEDDED_ISSUER_KEY, fullName: 'Pat Backup', email: 'backup@example.com', password: 'a calm blue river', emailVerified: true });
    if (!user) throw new Error('no user');
    userId = user.id;
    const [patient] = await live.db.insert(patients).values({ fullName: 'Pat Backup', userId }).returning({ id: patients.id });
    patientId = patient!.id;
  }, 180_000);
  afterAll(async () => {
    if (!live.client.closed) await live.close();
  });

  it('backs up through the running server and restores into a fresh folder with the orders', async () => {
    for (const n of [1, 2, 3]) await placeOrder(live, `order ${n}`);
    const stop = serveBackupRequests(live.client, backupsDir, silent);
    let file: string;
    try {
      file = await requestBackupFromServer(process.pid, backupsDir, 60_000);
    } finally {
      stop();
    }
    expect(path.dirname(file)).toBe(backupsDir);
    expect(file).toMatch(/labwise-[\dT-]+Z\.tar\.gz$/);
    // Only the finished archive is left: no request, answer or partial file.
    expect(fs.readdirSync(backupsDir)).toEqual([path.basename(file)]);
    // A later order is not in this backup.
    await placeOrder(live, 'order 4');

    const fresh = path.join(root, 'fresh', 'pg');
    await restoreBackup(file, fresh);
    expect(await orderNotes(fresh)).toEqual(['order 1', 'order 2', 'order 3']);
  }, 180_000);

  it('backs up a stopped data folder itself', async () => {
    await live.close();
    const file = await backupStoppedDataDir(pgDir, backupsDir);
    const fresh = path.join(root, 'fresh-2', 'pg');
    await restoreBackup(file, fresh);
    expect(await orderNotes(fresh)).toEqual(['order 1', 'order 2', 'order 3', 'order 4']);
    // The source folder is released again.
    expect(fs.existsSync(path.join(pgDir, 'labwise.lock'))).toBe(false);
  }, 180_000);

  it('refuses to restore over a database or while a server holds the folder', async () => {
    const [file] = fs.readdirSync(backupsDir).filter((name) => name.endsWith('.tar.gz')).map((name) => path.join(backupsDir, name));
    await expect(restoreBackup(file!, pgDir)).rejects.toThrow(/already holds a database/);
    const held = path.join(root, 'held', 'pg');
    fs.mkdirSync(held, { recursive: true });
    // Another live process (this test's parent) holds the lock.
    fs.writeFileSync(path.join(held, 'labwise.lock'), String(process.ppid));
    await expect(restoreBackup(file!, held)).rejects.toThrow(BackupError);
    await expect(restoreBackup(file!, held)).rejects.toThrow(/is running on .*Stop it before restoring/);
    await expect(restoreBackup(path.join(root, 'missing.tar.gz'), path.join(root, 'x', 'pg'))).rejects.toThrow(/No backup file/);
  });
});
