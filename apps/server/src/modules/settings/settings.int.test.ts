import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { auditEvents, settings } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/seed-reference-data';
import { getQuestionnaireSettings } from './service';

const ctx = useTestApp();
let admin: SignedInUser;

beforeAll(async () => {
  await seedReferenceData(ctx.database.db);
  admin = await signedInUser(ctx.app, ctx.database.db, 'settings-admin@example.com', 'admin');
});

const patch = (payload: object, headers = admin.headers) => ctx.app.inject({ method: 'PATCH', url: '/api/v1/admin/settings', headers, payload });

describe('settings', () => {
  it('starts from the brief’s defaults: 10 AI questions, follow-ups on, blue', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ questionBudget: 10, followUps: true, primaryColor: 'blue' });
    expect(await getQuestionnaireSettings(ctx.database.db)).toEqual({ questionBudget: 10, followUps: true });
  });

  it('saves a change, reads it back, tells the questionnaire, and audits who changed it', async () => {
    const res = await patch({ questionBudget: 7, followUps: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ questionBudget: 7, followUps: false, primaryColor: 'blue' });
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: admin.headers });
    expect(read.json().data).toMatchObject({ questionBudget: 7, followUps: false });
    expect(await getQuestionnaireSettings(ctx.database.db)).toEqual({ questionBudget: 7, followUps: false });
    const trail = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.resourceType, 'setting'));
    expect(trail.map((t) => t.resourceId).sort()).toEqual(['ai_followups_enabled', 'max_ai_questions']);
    expect(trail.every((t) => t.actorUserId === admin.id)).toBe(true);
  });

  it('publishes the primary colour to everyone, signed in or not', async () => {
    expect((await patch({ primaryColor: 'teal' })).statusCode).toBe(200);
    const pub = await ctx.app.inject({ method: 'GET', url: '/api/v1/settings/public' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().data).toEqual({ primaryColor: 'teal' });
  });

  it('refuses out-of-range and unknown values with clear messages', async () => {
    for (const questionBudget of [0, 51, 2.5]) {
      const res = await patch({ questionBudget });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('body.questionBudget: Max AI questions per session must be a whole number from 1 to 50.');
    }
    expect((await patch({ primaryColor: 'chartreuse' })).json().detail).toBe('body.primaryColor: Choose a primary colour from the list.');
    expect((await patch({})).json().detail).toBe('body: Change at least one setting.');
    expect((await patch({ questionBudget: 5, theme: 'dark' })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const doctor = await signedInUser(ctx.app, ctx.database.db, 'settings-doc@example.com', 'doctor');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/settings', headers: doctor.headers })).statusCode).toBe(403);
    expect((await patch({ questionBudget: 50 }, doctor.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/v1/admin/settings', payload: { questionBudget: 50 } })).statusCode).toBe(401);
  });

  it('falls back to the defaults when a stored value is missing or malformed', async () => {
    await ctx.database.db.update(settings).set({ value: 'lots' }).where(eq(settings.key, 'max_ai_questions'));
    await ctx.database.db.delete(settings).where(eq(settings.key, 'ai_followups_enabled'));
    expect(await getQuestionnaireSettings(ctx.database.db)).toEqual({ questionBudget: 10, followUps: true });
    // Saving writes the row again.
    expect((await patch({ followUps: false })).statusCode).toBe(200);
    expect(await getQuestionnaireSettings(ctx.database.db)).toEqual({ questionBudget: 10, followUps: false });
  });
});
