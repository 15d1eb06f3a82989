import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '@labwise/domain';
import { at, createdAt, id, oneOf, optionalRef, parentRef, timestamps } from './helpers';
import { labs } from './labs';

/**
 * The issuer of the accounts partner labs' HL7 interfaces act as (subject = the lab's id). No
 * identity provider issues it, so sign-up and sign-in can never produce or reach such an account.
 */
export const LAB_INTERFACE_ISSUER = 'urn:labwise:lab-interface';

/** People who sign in. (issuer, subject) links the account to its identity provider. */
export const users = pgTable(
  'users',
  {
    id: id(),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    /** Only for accounts of the embedded provider. */
    passwordHash: text(),
    fullName: text(),
    title: text(),
    picture: text(),
    role: text().$type<Role>().notNull().default('patient'),
    /** A role chosen at sign-up that waits for an administrator's approval. */
    requestedRole: text().$type<Role>(),
    status: text().$type<UserStatus>().notNull().default('active'),
    /**
     * A new account whose sign-up role hint (the role card chosen before its first sign-in) has not
     * been applied yet. Only then does a card request a role; an existing account signs in with
     * the role it has and asks for another one on its account page.
     */
    roleHintOpen: boolean().notNull().default(false),
    labId: optionalRef(() => labs.id),
    /**
     * Access tokens issued before this instant are refused (sign-out, password reset,
     * deactivation). Checked on the per-request account lookup, so it beats the verified-token
     * cache and holds on every node.
     */
    tokensValidAfter: at(),
    lastLoginAt: at(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject),
    // E-mail addresses are unique among people only: system accounts (the lab interfaces) live
    // outside the namespace users can claim, so no sign-up can take a system account's place.
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql.raw(`"issuer" <> '${LAB_INTERFACE_ISSUER}'`)),
    index('users_status_role_idx').on(t.status, t.role),
    oneOf('users_role_check', t.role, ROLES),
    oneOf('users_requested_role_check', t.requestedRole, ROLES),
    oneOf('users_status_check', t.status, USER_STATUSES),
  ],
);

/** One-time tokens (e-mail verification, password reset, patient invite); only hashes stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: parentRef(() => users.id),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    oneOf('auth_tokens_purpose_check', t.purpose, ['verify_email', 'reset_password', 'patient_invite']),
  ],
);
