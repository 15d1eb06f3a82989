import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/app';
import { signedInUser, type SignedInUser } from '../../../test/accounts';
import { questionnaireSessions } from '../../db/schema';

type User = SignedInUser;

const TOO_LONG = 'Please keep your description under 2,000 characters.';

const ctx = useTestApp();
let patient: User;
let other: User;

beforeAll(async () => {
  patient = await signedInUser(ctx.app, ctx.database.db, 'text-findings@example.com');
  other = await signedInUser(ctx.app, ctx.database.db, 'text-findings-other@example.com');
});

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, user: User, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload }) });

describe('free text longer than 2,000 characters', () => {
  const long = `I have a cough. ${'a'.repeat(2000)}`;

  it('is refused by the parse and diagnosis calls with a message the patient can act on', async () => {
    const parsed = await api('POST', '/api/v1/ai/parse', patient, { text: long });
    expect(parsed.statusCode).toBe(400);
    expect(parsed.json().issues[0].message).toBe(TOO_LONG);
    const diagnosed = await api('POST', '/api/v1/ai/diagnosis', patient, { age: 40, sex: 'male', evidence: [], text: long });
    expect(diagnosed.statusCode).toBe(400);
    expect(diagnosed.json().issues[0].message).toBe(TOO_LONG);
  });

  it('is refused as a questionnaire answer', async () => {
    const started = (await api('POST', '/api/v1/questionnaires', patient, { session_type: 'diagnostic' })).json().data;
    const res = await api('POST', `/api/v1/questionnaires/${started.session_id}/responses`, patient, { question_id: 'concern_text', response: long });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe(TOO_LONG);
  });
});

describe('what the parse call says it understood', () => {
  it('answers not_english for text in another language, with no findings', async () => {
    const res = await api('POST', '/api/v1/ai/parse', patient, { text: 'Tengo fiebre y tos desde hace tres días' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ findings: [], understood: 'not_english' });
  });

  it('answers ok with the findings it read', async () => {
    const res = await api('POST', '/api/v1/ai/parse', patient, { text: 'fever and a non-productive cough' });
    expect(res.json().data.understood).toBe('ok');
    expect(res.json().data.findings).toContainEqual({ id: 'productive_cough', name: 'Cough bringing up phlegm', present: false });
  });
});

describe('removing a finding read from the free text', () => {
  let sessionId: string;

  it('takes it out of the findings and the evidence, keeping the patient’s words', async () => {
    const started = (await api('POST', '/api/v1/questionnaires', other, { session_type: 'diagnostic' })).json().data;
    sessionId = started.session_id;
    const text = 'I have had a cough and a fever for three days';
    const answered = await api('POST', `/api/v1/questionnaires/${sessionId}/responses`, other, { question_id: 'concern_text', response: text });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.findings.map((f: { id: string }) => f.id)).toContain('fever');

    const removed = await api('DELETE', `/api/v1/questionnaires/${sessionId}/findings/fever`, other);
    expect(removed.statusCode, removed.body).toBe(200);
    const data = removed.json().data;
    expect(data.findings.map((f: { id: string }) => f.id)).not.toContain('fever');
    expect(data.findings.map((f: { id: string }) => f.id)).toContain('cough');
    // The stored answer is the patient's own text; the correction is not shown as an answer.
    expect(data.session.responses).toEqual([expect.objectContaining({ question_id: 'concern_text', response: text })]);

    const [row] = await ctx.database.db.select().from(questionnaireSessions).where(eq(questionnaireSessions.id, sessionId));
    const evidence = (row!.evidence as { id: string }[]).map((e) => e.id);
    expect(evidence).not.toContain('fever');
    expect(evidence).toContain('cough');
  });

  it('stays removed when the session is replayed, and refuses a finding that was not read', async () => {
    const next = await api('GET', `/api/v1/questionnaires/${sessionId}`, other);
    expect(next.statusCode).toBe(200);
    const notRead = await api('DELETE', `/api/v1/questionnaires/${sessionId}/findings/chest_pain`, other);
    expect(notRead.statusCode).toBe(404);
    expect(notRead.json().detail).toBe('This finding was not read from your answers.');
  });

  it('is the session owner’s alone', async () => {
    const res = await api('DELETE', `/api/v1/questionnaires/${sessionId}/findings/cough`, patient);
    expect(res.statusCode).toBe(404);
  });
});
