import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './helpers';

/** oidc-provider's artifacts (sessions, grants, codes, refresh tokens …), shared by all nodes. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: at(),
    consumedAt: at(),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Generated secrets (provider signing and cookie keys), so every process shares them. */
export const secrets = pgTable('secrets', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: createdAt(),
});

/**
 * Sign-in attempts per e-mail address (a hash of the normalised address, whether or not an account
 * has it), so a locked account and an unknown address answer alike. One row per address; a row is
 * claimed atomically before the password is checked, so parallel guesses cannot outrun the lock.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    addressHash: text().primaryKey(),
    attempts: integer().notNull(),
    windowStartedAt: at().notNull(),
    lockedUntil: at(),
  },
  (t) => [index('login_attempts_window_idx').on(t.windowStartedAt)],
);
