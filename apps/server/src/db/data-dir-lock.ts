import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data folder, and two processes writing it corrupt it. A lock file
 * holding the owner's PID refuses a second opener; a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID of another live process holding the folder's lock, or null when nobody does. */
export function dataDirLockHolder(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number.parseInt(fs.readFileSync(path.join(dataDir, 'labwise.lock'), 'utf8'), 10);
  } catch {
    return null;
  }
  return Number.isInteger(owner) && owner !== process.pid && isAlive(owner) ? owner : null;
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'labwise.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another Labwise process (PID ${owner}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database folder ${dataDir}.`);
}
