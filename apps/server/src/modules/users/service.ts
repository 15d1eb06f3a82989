import type { AdminUser, Role } from '@labwise/domain';
import { ADMIN_MESSAGES, roleBelongsToLab, USER_MESSAGES } from '@labwise/domain';
import type { Database } from '../../db/database';
import type { requestContext } from '../../auth/principal';
import { deleteProviderRecordsOfAccount } from '../../identity/repository';
import { badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import type { Mailer } from '../../platform/mail';
import { approvedMail, declinedMail } from './decision-mail';
import { countActiveAdmins, findUser, labExists, listUsers, lockAdminDemotions, updateUser, type UserListFilter } from './repository';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    title: user.title,
    role: user.role,
    requestedRole: user.requestedRole,
    status: user.status,
    emailVerified: user.emailVerified,
    labId: user.labId,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

type Ctx = ReturnType<typeof requestContext>;

export type UserChange = { role?: Role; status?: 'active' | 'disabled'; labId?: string | null; title?: string | null };

export type UsersDeps = { mailer: Mailer; publicUrl: string };

/** Account administration rules: approvals, deactivation, never the last administrator. */
export function createUsersService(db: Database, deps: UsersDeps) {
  return {
    async list(filter: UserListFilter): Promise<AdminUser[]> {
      return (await listUsers(db, filter)).map(toAdminUser);
    },

    async approve(ctx: Ctx, id: string): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const user = await findUser(tx, id);
        if (!user) throw notFound();
        if (!user.requestedRole) throw conflict(USER_MESSAGES.nothingToApprove);
        if (roleBelongsToLab(user.requestedRole) && !user.labId) throw badRequest(USER_MESSAGES.technicianNeedsLab);
        const updated = await updateUser(tx, id, { role: user.requestedRole, requestedRole: null, status: 'active', roleHintOpen: false });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'user', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        // In the same transaction (the outbox): the person hears of the decision exactly when it stands.
        await deps.mailer.send(approvedMail(user, user.requestedRole, deps.publicUrl), tx);
        return toAdminUser(updated ?? user);
      });
    },

    async reject(ctx: Ctx, id: string): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const user = await findUser(tx, id);
        if (!user) throw notFound();
        if (!user.requestedRole) throw conflict(USER_MESSAGES.nothingToApprove);
        const updated = await updateUser(tx, id, { requestedRole: null, status: 'active', roleHintOpen: false });
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'user', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        await deps.mailer.send(declinedMail(user, user.requestedRole, user.role, deps.publicUrl), tx);
        return toAdminUser(updated ?? user);
      });
    },

    async update(ctx: Ctx, id: string, change: UserChange): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const user = await findUser(tx, id);
        if (!user) throw notFound();
        const losesAdmin =
          user.role === 'admin' &&
          user.status === 'active' &&
          ((change.role !== undefined && change.role !== 'admin') || change.status === 'disabled');
        // Serialise concurrent demotions so two admins cannot remove each other at once.
        if (losesAdmin) {
          await lockAdminDemotions(tx);
          if ((await countActiveAdmins(tx)) <= 1) throw conflict(USER_MESSAGES.lastAdmin);
        }
        // An administrator never locks themself out; another administrator has to do it.
        if (id === ctx.principal.userId && change.status === 'disabled') throw conflict(ADMIN_MESSAGES.selfDeactivate);
        if (id === ctx.principal.userId && change.role !== undefined && change.role !== user.role) throw conflict(ADMIN_MESSAGES.selfRoleChange);
        if (change.labId) {
          if (!(await labExists(tx, change.labId))) throw badRequest('Choose a lab from the list.');
        }
        const role = change.role ?? user.role;
        const labId = change.labId === undefined ? user.labId : change.labId;
        if (roleBelongsToLab(role) && !labId) throw badRequest(USER_MESSAGES.technicianNeedsLab);
        const updated = await updateUser(tx, id, {
          ...(change.role ? { role: change.role, requestedRole: null, roleHintOpen: false } : {}),
          ...(change.status ? { status: change.status } : {}),
          // Deactivation also refuses every access token issued so far, should the account return.
          ...(change.status === 'disabled' ? { tokensValidAfter: new Date() } : {}),
          ...(change.labId !== undefined ? { labId: change.labId } : {}),
          ...(change.title !== undefined ? { title: change.title } : {}),
        });
        // Deactivation ends every sign-in of the account at the provider too.
        if (change.status === 'disabled') {
          await deleteProviderRecordsOfAccount(tx, id);
        }
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'user', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return toAdminUser(updated ?? user);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
