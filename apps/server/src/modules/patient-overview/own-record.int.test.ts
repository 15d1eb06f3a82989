import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PATIENT_PROFILE_MESSAGES } from '@labwise/domain';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, patients } from '../../db/schema';

const ctx = useTestApp();
let newcomer: SignedInUser;
let other: SignedInUser;
let otherRecordId: string;

const get = (url: string, who: SignedInUser) => ctx.app.inject({ method: 'GET', url, headers: who.headers });
const deniedRows = async (who: SignedInUser) =>
  ctx.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorUserId, who.id), eq(auditEvents.outcome, 'denied')));

beforeAll(async () => {
  newcomer = await signedInUser(ctx.app, ctx.database.db, 'first-week@example.com');
  other = await signedInUser(ctx.app, ctx.database.db, 'someone-else@example.com');
  const [record] = await ctx.database.db.insert(patients).values({ userId: other.id, fullName: 'Someone Else' }).returning();
  otherRecordId = record!.id;
});

describe('a new patient without a record yet', () => {
  it('is told there is no record, and that is not logged as a refused access', async () => {
    // What the first dashboard load asks for: the record (the route guard and the onboarding page), figures and activity.
    for (const url of ['/api/v1/patients/me', '/api/v1/patients/me', '/api/v1/patients/me/analytics', '/api/v1/patients/me/activity']) {
      const res = await get(url, newcomer);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail).toBe(PATIENT_PROFILE_MESSAGES.noRecord);
    }
    expect(await deniedRows(newcomer)).toEqual([]);
  });

  it('still leaves a denied row when reaching for someone else’s record', async () => {
    expect((await get(`/api/v1/patients/${otherRecordId}/analytics`, newcomer)).statusCode).toBe(404);
    expect((await deniedRows(newcomer)).map((r) => r.resourceId)).toEqual([otherRecordId]);
  });
});
