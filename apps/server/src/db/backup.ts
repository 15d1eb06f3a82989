import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { dataDirLockHolder } from './data-dir-lock';
import { openPglite } from './engine';

/**
 * Backups of the embedded database (ADR 0035). PGlite is one process holding its folder, so the
 * process holding the lock makes the dump: the running server when there is one (asked through
 * a request file and a signal), otherwise the backup command itself after taking the lock.
 * A dump is PGlite's own data-folder archive (dumpDataDir), taken between transactions.
 */
export const BACKUP_SIGNAL = 'SIGUSR2';

export class BackupError extends Error {
  override name = 'BackupError';
}

export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Dumps an open PGlite into backupsDir/<timestamp>.tar.gz; the file appears only when complete. */
export async function writeBackup(client: PGlite, backupsDir: string): Promise<string> {
  fs.mkdirSync(backupsDir, { recursive: true });
  // dumpDataDir waits for the running query but not for an open transaction; taking it inside a
  // transaction of our own makes it wait until no other transaction is between its statements.
  let dump: Blob | File | undefined;
  await client.transaction(async () => {
    dump = await client.dumpDataDir('gzip');
  });
  if (!dump) throw new BackupError('The database produced no dump.');
  const file = path.join(backupsDir, `labwise-${stamp()}.tar.gz`);
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  fs.renameSync(partial, file);
  return file;
}

/** Backs up a data folder no server holds: takes its lock, dumps, closes. */
export async function backupStoppedDataDir(pgDir: string, backupsDir: string): Promise<string> {
  if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${pgDir}.`);
  const handle = await openPglite({ dataDir: pgDir });
  try {
    return await writeBackup(handle.client, backupsDir);
  } finally {
    await handle.close();
  }
}

/**
 * In the server: on BACKUP_SIGNAL, answer every request file in backupsDir (`.request-<id>`)
 * with one dump, written as `.done-<id>` (holding the backup's path) or `.failed-<id>`.
 */
export function serveBackupRequests(client: PGlite, backupsDir: string, log: { info(o: object, m: string): void; error(o: object, m: string): void }): () => void {
  let running: Promise<void> | null = null;
  const answer = async () => {
    const pending = fs.existsSync(backupsDir) ? fs.readdirSync(backupsDir).filter((name) => name.startsWith('.request-')) : [];
    if (pending.length === 0) return;
    let outcome: { prefix: string; text: string };
    try {
      const file = await writeBackup(client, backupsDir);
      log.info({ file: path.basename(file) }, 'backup written');
      outcome = { prefix: '.done-', text: file };
    } catch (error) {
      log.error({ err: { message: (error as Error).message } }, 'backup failed');
      outcome = { prefix: '.failed-', text: (error as Error).message };
    }
    for (const name of pending) {
      const id = name.slice('.request-'.length);
      fs.writeFileSync(path.join(backupsDir, `${outcome.prefix}${id}`), outcome.text);
      fs.rmSync(path.join(backupsDir, name), { force: true });
    }
  };
  const onSignal = () => {
    // Requests arriving during a dump are answered by the next one.
    running = (running ?? Promise.resolve()).then(answer).finally(() => (running = null));
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return () => process.off(BACKUP_SIGNAL, onSignal);
}

/** In the backup command: asks the server holding the lock for a dump and waits for its answer. */
export async function requestBackupFromServer(pid: number, backupsDir: string, timeoutMs = 120_000): Promise<string> {
  fs.mkdirSync(backupsDir, { recursive: true });
  const id = randomUUID();
  fs.writeFileSync(path.join(backupsDir, `.request-${id}`), '');
  process.kill(pid, BACKUP_SIGNAL);
  const done = path.join(backupsDir, `.done-${id}`);
  const failed = path.join(backupsDir, `.failed-${id}`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const [answer, ok] of [[done, true], [failed, false]] as const) {
      if (!fs.existsSync(answer)) continue;
      const text = fs.readFileSync(answer, 'utf8');
      fs.rmSync(answer, { force: true });
      if (!ok) throw new BackupError(`The server (PID ${pid}) could not write the backup: ${text}`);
      return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.rmSync(path.join(backupsDir, `.request-${id}`), { force: true });
  throw new BackupError(`The server (PID ${pid}) did not answer the backup request within ${timeoutMs / 1000} s.`);
}

/** Backs up the embedded database in pgDir, through the running server if one holds it. */
export async function backupEmbedded(pgDir: string, backupsDir: string): Promise<string> {
  const holder = dataDirLockHolder(pgDir);
  return holder === null ? backupStoppedDataDir(pgDir, backupsDir) : requestBackupFromServer(holder, backupsDir);
}

/** Restores a backup into pgDir, which must be missing or empty and not held by a server. */
export async function restoreBackup(file: string, pgDir: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const holder = dataDirLockHolder(pgDir);
  if (holder !== null) {
    throw new BackupError(`A Labwise server (PID ${holder}) is running on ${pgDir}. Stop it before restoring.`);
  }
  if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) {
    throw new BackupError(
      `${pgDir} already holds a database. Move it away first (it is your fallback), or restore into another folder with --data-dir.`,
    );
  }
  const handle = await openPglite({ dataDir: pgDir, loadDataDir: new Blob([fs.readFileSync(file)]) });
  try {
    // A readable database, not just an unpacked archive.
    await handle.ping();
  } finally {
    await handle.close();
  }
}
