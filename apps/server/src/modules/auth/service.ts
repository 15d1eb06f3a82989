import { AUTH_MESSAGES, ROLE_LABELS, roleNeedsApproval, type Account, type Role } from '@labwise/domain';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  clearLoginAttempts,
  consumeOneTimeToken,
  findUserByEmail,
  findUserById,
  issueOneTimeToken,
  type UserRow,
} from '../../identity/accounts';
import { deleteProviderRecordsOfAccount, updateAccount } from '../../identity/repository';
import { resetPasswordMail, verifyEmailMail } from '../../identity/mail-templates';
import { hashPassword, passwordProblem } from '../../identity/passwords';
import type { AfterReply } from '../../platform/after-reply';
import type { Mailer } from '../../platform/mail';

export type AuthServiceDeps = {
  db: Database;
  mailer: Mailer;
  spaOrigin: string;
  /** Runs work after the reply (see platform/after-reply); at once when absent (scripts, tests of the service). */
  afterReply?: AfterReply;
};

export function toAccount(user: UserRow): Account {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    fullName: user.fullName,
    title: user.title,
    role: user.role,
    requestedRole: user.requestedRole,
    status: user.status,
    labId: user.labId,
  };
}

export function createAuthService({ db, mailer, spaOrigin, afterReply }: AuthServiceDeps) {
  const deferred = (work: () => Promise<void>) => (afterReply ? afterReply.run(work) : work());
  const verifyLink = (token: string) => `${spaOrigin}/auth/verify-email?token=${token}`;

  return {
    async verifyEmail(token: string): Promise<void> {
      const userId = await consumeOneTimeToken(db, token, 'verify_email');
      if (!userId) throw badRequest(AUTH_MESSAGES.invalidVerifyToken);
      await updateAccount(db, userId, { emailVerified: true, updatedAt: new Date() });
    },

    /**
     * Always succeeds from the caller's view: the answer never says whether the account exists,
     * and neither does its timing — the lookup, the token and the mail happen after the reply
     * (see `deferred`), so an existing address answers as fast as an unknown one.
     */
    async requestPasswordReset(email: string): Promise<void> {
      await deferred(async () => {
        const user = await findUserByEmail(db, email);
        if (!user || user.status === 'disabled' || !user.passwordHash) return;
        const token = await issueOneTimeToken(db, user.id, 'reset_password');
        await mailer.send(resetPasswordMail(user.email, `${spaOrigin}/auth/reset-password?token=${token}`));
      });
    },

    /** Like a reset request: the same answer, in the same time, whether or not the address has an account. */
    async resendVerification(email: string): Promise<void> {
      await deferred(async () => {
        const user = await findUserByEmail(db, email);
        if (!user || user.emailVerified || user.status === 'disabled') return;
        const token = await issueOneTimeToken(db, user.id, 'verify_email');
        await mailer.send(verifyEmailMail(user.email, user.fullName ?? user.email, verifyLink(token)));
      });
    },

    /**
     * Sets a new password from a reset link. The link proves control of the mailbox, so it also
     * verifies the e-mail and lifts a lockout; every existing sign-in of the account ends.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      // Check the policy before spending the token, so a weak password does not burn the link.
      const weak = passwordProblem(password);
      if (weak) throw badRequest(weak);
      const userId = await consumeOneTimeToken(db, token, 'reset_password');
      if (!userId) throw badRequest(AUTH_MESSAGES.invalidResetToken);
      const user = await findUserById(db, userId);
      const emailProblem = user ? passwordProblem(password, user.email) : null;
      if (emailProblem) throw badRequest(emailProblem);
      await db.transaction(async (tx) => {
        await updateAccount(tx, userId, {
          passwordHash: await hashPassword(password),
          emailVerified: true,
          // Access tokens issued so far stop working at once (they would live up to 10 minutes).
          tokensValidAfter: new Date(),
          updatedAt: new Date(),
        });
        if (user) await clearLoginAttempts(tx, user.email);
        await deleteProviderRecordsOfAccount(tx, userId);
      });
    },

    async account(userId: string): Promise<Account> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      return toAccount(user);
    },

    /**
     * The role chosen before sign-in (brief §4 callback) is a hint for a NEW account only: its
     * first sign-in applies it once (patient at once; doctor, lab technician and admin become a
     * request an administrator approves). An existing account signs in with the role it has; the
     * card changes nothing (another role is asked for with requestRole, from the account page).
     */
    async assignRole(userId: string, role: Role): Promise<Account> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      if (!user.roleHintOpen) return toAccount(user);
      const elevated = roleNeedsApproval(role) && role !== user.role && !roleNeedsApproval(user.role);
      const updated = await updateAccount(db, userId, {
        roleHintOpen: false,
        ...(elevated ? { requestedRole: role, status: 'pending_approval' } : {}),
        updatedAt: new Date(),
      });
      return toAccount(updated ?? user);
    },

    /**
     * An explicit request for another role from the account page. The account keeps its current
     * role and keeps working while an administrator decides; approval switches the role.
     */
    async requestRole(userId: string, role: Role): Promise<Account> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      if (user.role === role) throw conflict(AUTH_MESSAGES.roleAlreadyHeld);
      if (user.requestedRole) throw conflict(AUTH_MESSAGES.roleRequestWaiting(ROLE_LABELS[user.requestedRole] ?? user.requestedRole));
      const updated = await updateAccount(db, userId, { requestedRole: role, roleHintOpen: false, updatedAt: new Date() });
      return toAccount(updated ?? user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
