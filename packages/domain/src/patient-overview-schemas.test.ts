import { describe, expect, it } from 'vitest';
import { activityCursor, activityQuery, healthScore, patientRefParams, type HealthScoreInput } from './patient-overview-schemas';
import { patientProfileUpdate } from './patient-profile-update';

const flags = (...list: HealthScoreInput['flag'][]) => list.map((flag) => ({ flag }));

describe('healthScore', () => {
  it('is null when nothing has been released', () => {
    expect(healthScore([])).toBeNull();
  });

  it('is the share of values within range, rounded', () => {
    expect(healthScore(flags('normal', 'normal', 'normal'))).toBe(100);
    expect(healthScore(flags('normal', 'normal', 'high'))).toBe(67);
    expect(healthScore(flags('low', 'abnormal'))).toBe(0);
  });

  it('takes 10 points off per critical value and never goes below 0', () => {
    // 3 of 4 in range = 75, one critical → 65.
    expect(healthScore(flags('normal', 'normal', 'normal', 'critical'))).toBe(65);
    expect(healthScore(flags('critical', 'critical', 'normal'))).toBe(13);
    expect(healthScore(flags('critical', 'critical', 'critical', 'critical', 'critical', 'critical', 'critical', 'critical', 'critical', 'critical', 'normal'))).toBe(0);
  });
});

describe('patientProfileUpdate', () => {
  it('accepts the four editable fields', () => {
    expect(patientProfileUpdate.parse({ full_name: ' Ana Alvarez ', phone: '+1 (617) 555-0130', date_of_birth: '1984-03-02', sex: 'female' })).toEqual({
      full_name: 'Ana Alvarez',
      phone: '+16175550130',
      date_of_birth: '1984-03-02',
      sex: 'female',
    });
  });

  it('refuses other keys, empty bodies and impossible values with readable messages', () => {
    expect(patientProfileUpdate.safeParse({ full_name: 'A', status: 'results_ready' }).success).toBe(false);
    expect(patientProfileUpdate.safeParse({}).error?.issues[0]?.message).toMatch(/Change at least one/);
    expect(patientProfileUpdate.safeParse({ date_of_birth: '2023-02-30' }).error?.issues[0]?.message).toMatch(/date of birth/);
    expect(patientProfileUpdate.safeParse({ date_of_birth: '2999-01-01' }).success).toBe(false);
    expect(patientProfileUpdate.safeParse({ phone: 'call me' }).error?.issues[0]?.message).toMatch(/phone number/);
    expect(patientProfileUpdate.safeParse({ sex: 'M' }).error?.issues[0]?.message).toMatch(/sex at birth/);
    expect(patientProfileUpdate.safeParse({ full_name: '   ' }).success).toBe(false);
  });
});

describe('activityQuery', () => {
  const id = 'order-event:0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

  it('defaults to 10 items and reads the cursor an item gives', () => {
    expect(activityQuery.parse({})).toEqual({ limit: 10 });
    const before = activityCursor({ timestamp: '2026-11-20T10:00:00.123Z', id });
    expect(activityQuery.parse({ limit: '5', before })).toEqual({ limit: 5, before: { timestamp: '2026-11-20T10:00:00.123Z', id } });
  });

  it('refuses limits outside 1–50 and cursors that are not "timestamp|id" of an activity item', () => {
    for (const limit of ['0', '51', '2.5', 'all']) expect(activityQuery.safeParse({ limit }).error?.issues[0]?.message).toMatch(/1 to 50/);
    for (const before of ['', 'yesterday', '2026-11-20T10:00:00Z', `not-a-date|${id}`, '2026-11-20T10:00:00Z|session:1', `2026-11-20|${id}`]) {
      expect(activityQuery.safeParse({ before }).error?.issues[0]?.message, before).toMatch(/timestamp\|id/);
    }
    expect(activityQuery.safeParse({ offset: '20' }).success).toBe(false);
  });
});

describe('patientRefParams', () => {
  it('takes a record id or me, nothing else', () => {
    expect(patientRefParams.parse({ id: 'me' })).toEqual({ id: 'me' });
    expect(patientRefParams.safeParse({ id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d' }).success).toBe(true);
    for (const id of ['you', 'me2', "me' or 1=1", '']) expect(patientRefParams.safeParse({ id }).success, id).toBe(false);
  });
});
