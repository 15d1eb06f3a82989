import { instantToZonedLocal, type LabClosure, type LabClosureInput } from '@labwise/domain';
import type { Principal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { closuresOfLab, deleteClosure, insertClosure, labCalendar } from './repository';

type Ctx = { principal: Principal; requestId: string };
const unknownLab = () => notFound('Unknown laboratory.');

/**
 * Lab closures: administrators add and remove them; anyone signed in reads a lab's current and
 * coming ones (the patients who book there). Booking and slots leave closed days out.
 */
export function createClosuresService(db: Database) {
  return {
    /** Closures not yet over on the lab's own calendar, earliest first. */
    async list(labId: string): Promise<LabClosure[]> {
      const lab = await labCalendar(db, labId);
      if (!lab) throw unknownLab();
      return closuresOfLab(db, labId, instantToZonedLocal(new Date(), lab.timeZone).date);
    },

    async add(ctx: Ctx, labId: string, input: LabClosureInput): Promise<LabClosure> {
      return db.transaction(async (tx) => {
        if (!(await labCalendar(tx, labId))) throw unknownLab();
        const created = await insertClosure(tx, { labId, startsOn: input.startsOn, endsOn: input.endsOn ?? input.startsOn, reason: input.reason, createdBy: ctx.principal.userId });
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'lab_closure', resourceId: created.id, outcome: 'allowed', requestId: ctx.requestId });
        return created;
      });
    },

    async remove(ctx: Ctx, labId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await deleteClosure(tx, labId, id))) throw notFound('This closure was already removed.');
        await audit(tx, { actor: ctx.principal, action: 'delete', resourceType: 'lab_closure', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
      });
    },
  };
}

export type ClosuresService = ReturnType<typeof createClosuresService>;
