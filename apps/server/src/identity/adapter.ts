import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import {
  deleteProviderRecord,
  deleteProviderRecordsOfGrant,
  markProviderRecordConsumed,
  selectProviderRecord,
  upsertProviderRecord,
} from './repository';

/**
 * oidc-provider storage in PostgreSQL, so sessions, grants, codes and refresh tokens survive a
 * restart and are shared by every server process (the default memory adapter is neither).
 */
export function createAdapterFactory(
  db: Database,
  hooks: { sessionEnded?: (accountId: string) => Promise<void> } = {},
) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await upsertProviderRecord(db, {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      });
    }

    private async findWhere(
      key: { id: string } | { uid: string } | { userCode: string },
    ): Promise<AdapterPayload | undefined> {
      const row = await selectProviderRecord(db, this.model, key);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere({ id });
    }

    findByUid(uid: string) {
      return this.findWhere({ uid });
    }

    findByUserCode(userCode: string) {
      return this.findWhere({ userCode });
    }

    async consume(id: string): Promise<void> {
      await markProviderRecordConsumed(db, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      const removed = await deleteProviderRecord(db, this.model, id);
      // The provider destroys a session only at sign-out; the account's access tokens end with it.
      const accountId = (removed[0] as AdapterPayload | undefined)?.accountId;
      if (this.model === 'Session' && typeof accountId === 'string' && hooks.sessionEnded)
        await hooks.sessionEnded(accountId);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // A grant's tokens live under several models; revoking the grant removes them all.
      await deleteProviderRecordsOfGrant(db, grantId);
    }
  };
}
