import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import { oidcPayloads } from '../db/schema';

/**
 * oidc-provider storage in PostgreSQL, so sessions, grants, codes and refresh tokens survive a
 * restart and are shared by every server process (the default memory adapter is neither).
 */
export function createAdapterFactory(db: Database, hooks: { sessionEnded?: (accountId: string) => Promise<void> } = {}) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcPayloads.model, oidcPayloads.id],
          set: { payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt, consumedAt: null },
        });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.model, this.model),
            condition,
            sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      const removed = await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)))
        .returning({ payload: oidcPayloads.payload });
      // The provider destroys a session only at sign-out; the account's access tokens end with it.
      const accountId = (removed[0]?.payload as AdapterPayload | undefined)?.accountId;
      if (this.model === 'Session' && typeof accountId === 'string' && hooks.sessionEnded) await hooks.sessionEnded(accountId);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // A grant's tokens live under several models; revoking the grant removes them all.
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
