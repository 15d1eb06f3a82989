import {
  ADMIN_MESSAGES,
  type AdminLab,
  type adminLabInput,
  type LabOffering,
  type LabOfferingInput,
  type LabStatus,
  type PartnershipRequest,
  type TestCategory,
} from '@labwise/domain';
import type { z } from 'zod';
import type { requestContext } from '../../auth/principal';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import {
  decidePartnershipRequest,
  deleteOffering,
  findLabByName,
  insertLab,
  listLabs,
  listPartnershipRequests,
  lockLabNames,
  offeringsOf,
  partnershipRequestExists,
  testExists,
  updateLab,
  upsertOffering,
  type LabValues,
} from './labs-repository';

type Ctx = ReturnType<typeof requestContext>;
type LabInput = z.output<typeof adminLabInput>;
type Row = Awaited<ReturnType<typeof listLabs>>[number];

function toAdminLab({ lab, testsOffered, technicians, openPartnershipRequests, rating }: Row): AdminLab {
  return {
    id: lab.id,
    name: lab.name,
    address: lab.address,
    city: lab.city,
    region: lab.region,
    country: lab.country,
    phone: lab.phone,
    email: lab.email,
    website: lab.website,
    specialties: lab.specialties,
    hours: lab.hours,
    timeZone: lab.timeZone,
    certification: lab.certification,
    cliaNumber: lab.cliaNumber,
    established: lab.established,
    capacityPerDay: lab.capacityPerDay,
    averageTurnaroundHours: lab.averageTurnaroundHours,
    status: lab.status as LabStatus,
    rating,
    testsOffered,
    technicians,
    openPartnershipRequests,
    onCallName: lab.onCallName,
    onCallPhone: lab.onCallPhone,
    onCallEmail: lab.onCallEmail,
    updatedAt: lab.updatedAt.toISOString(),
  };
}

const labValues = (input: LabInput): LabValues => ({ ...input });

async function one(db: Executor, id: string): Promise<AdminLab> {
  const [row] = await listLabs(db, id);
  if (!row) throw notFound();
  return toAdminLab(row);
}

/** Lab names are unique (case-insensitively); concurrent saves are serialised so two cannot slip past the check. */
async function guardName(tx: Executor, name: string, exceptId: string | null) {
  await lockLabNames(tx);
  const existing = await findLabByName(tx, name);
  if (existing && existing.id !== exceptId) throw conflict(ADMIN_MESSAGES.labNameTaken(name));
}

/** Partner-lab administration: the labs, what each offers, and partnership requests. */
export function createAdminLabsService(db: Database) {
  return {
    async list(): Promise<AdminLab[]> {
      return (await listLabs(db)).map(toAdminLab);
    },

    detail: (id: string) => one(db, id),

    async create(ctx: Ctx, input: LabInput): Promise<AdminLab> {
      return db.transaction(async (tx) => {
        await guardName(tx, input.name, null);
        const id = await insertLab(tx, labValues(input));
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'lab', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return one(tx, id);
      });
    },

    async update(ctx: Ctx, id: string, input: LabInput): Promise<AdminLab> {
      return db.transaction(async (tx) => {
        await guardName(tx, input.name, id);
        if (!(await updateLab(tx, id, labValues(input)))) throw notFound();
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'lab', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
        return one(tx, id);
      });
    },

    async offerings(labId: string): Promise<LabOffering[]> {
      await one(db, labId);
      const rows = await offeringsOf(db, labId);
      return rows.map((r) => ({
        testId: r.testId,
        code: r.code,
        name: r.name,
        category: r.category as TestCategory,
        catalogPriceCents: r.catalogPriceCents,
        catalogTurnaroundHours: r.catalogTurnaroundHours,
        testActive: r.testActive,
        offered: r.offeredLab !== null,
        priceCents: r.priceCents ?? null,
        turnaroundHours: r.turnaroundHours ?? null,
        active: r.active ?? false,
      }));
    },

    async saveOffering(ctx: Ctx, labId: string, testId: string, input: LabOfferingInput): Promise<void> {
      await db.transaction(async (tx) => {
        await one(tx, labId);
        if (!(await testExists(tx, testId))) throw badRequest('Choose a test from the catalog.');
        await upsertOffering(tx, labId, testId, input);
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'lab_test', resourceId: `${labId}/${testId}`, outcome: 'allowed', requestId: ctx.requestId });
      });
    },

    async removeOffering(ctx: Ctx, labId: string, testId: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await deleteOffering(tx, labId, testId))) throw notFound('This lab does not offer that test.');
        await audit(tx, { actor: ctx.principal, action: 'delete', resourceType: 'lab_test', resourceId: `${labId}/${testId}`, outcome: 'allowed', requestId: ctx.requestId });
      });
    },

    async partnershipRequests(filter: { status: string; labId?: string | undefined }): Promise<PartnershipRequest[]> {
      const rows = await listPartnershipRequests(db, filter);
      return rows.map(({ request, labName, requester }) => ({
        id: request.id,
        labId: request.labId,
        labName,
        requestedBy: requester ? { id: requester.id, name: requester.fullName ?? requester.email, email: requester.email, role: requester.role } : null,
        note: request.note,
        status: request.status as PartnershipRequest['status'],
        createdAt: request.createdAt.toISOString(),
      }));
    },

    async decide(ctx: Ctx, id: string, decision: 'accepted' | 'declined'): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await decidePartnershipRequest(tx, id, decision))) {
          throw (await partnershipRequestExists(tx, id)) ? conflict(ADMIN_MESSAGES.requestAnswered) : notFound();
        }
        await audit(tx, { actor: ctx.principal, action: 'update', resourceType: 'partnership_request', resourceId: id, outcome: 'allowed', requestId: ctx.requestId });
      });
    },
  };
}

export type AdminLabsService = ReturnType<typeof createAdminLabsService>;
