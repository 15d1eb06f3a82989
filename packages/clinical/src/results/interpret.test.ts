import {
  conditionChangeSchema,
  insightSchema,
  rankedConditionSchema,
  triageSchema,
  valueMeaningSchema,
} from '@labwise/domain';
import type { Triage } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import type { InterpretResultsInput, LabResultInput } from '../contract';
import { interpretResults } from '../index';

const result = (
  loinc: string,
  name: string,
  value: number,
  unit: string,
  flag: LabResultInput['flag'],
  low: number,
  high: number,
): LabResultInput => ({
  loinc,
  name,
  value,
  text: null,
  unit,
  flag,
  low,
  high,
});
const tsh = (value: number, flag: LabResultInput['flag']) =>
  result('3016-3', 'TSH', value, 'mIU/L', flag, 0.4, 4.0);
const prior = (level: Triage['level']): Triage => ({
  level,
  reasons: ['From the questionnaire'],
  advice: 'x',
});

const thyroidish: InterpretResultsInput = {
  age: 42,
  sex: 'female',
  evidence: ['fatigue', 'weight_gain', 'cold_intolerance', 'dry_skin'].map((id) => ({ id, present: true })),
  priorTriage: prior('routine'),
  results: [tsh(9.8, 'high')],
  testsDone: ['TSH'],
};

describe('interpretResults', () => {
  it('is deterministic and returns the wire shapes', () => {
    const a = interpretResults(thyroidish);
    const b = interpretResults(JSON.parse(JSON.stringify(thyroidish)) as InterpretResultsInput);
    expect(b).toEqual(a);
    for (const c of a.conditions) rankedConditionSchema.parse(c);
    for (const i of a.insights) insightSchema.parse(i);
    for (const c of a.changes) conditionChangeSchema.parse(c);
    for (const v of a.values) valueMeaningSchema.parse(v);
    triageSchema.parse(a.triage);
  });

  it('raises underactive thyroid with a high TSH, with the result among its reasons', () => {
    const r = interpretResults(thyroidish);
    expect(r.conditions[0]!.id).toBe('hypothyroidism');
    expect(r.conditions[0]!.supporting.some((s) => s.id === 'result:3016-3' && s.weight > 0)).toBe(true);
    const change = r.changes.find((c) => c.condition === 'hypothyroidism')!;
    expect(change.reasons).toContain('TSH 9.8 mIU/L high — raises underactive thyroid');
    expect(r.values[0]!.meaning).toMatch(/underactive thyroid/);
    expect(r.nextSteps.map((s) => [s.code, s.timing])).toEqual([
      ['FT4', 'now'],
      ['TSH', 'in 6–8 weeks'],
    ]);
    expect(
      interpretResults({ ...thyroidish, testsDone: ['TSH', 'FT4'] }).nextSteps.map((s) => s.code),
    ).toEqual(['TSH']);
  });

  it('rules out underactive thyroid with a normal TSH, saying why', () => {
    const r = interpretResults({ ...thyroidish, results: [tsh(1.6, 'normal')] });
    const change = r.changes.find((c) => c.condition === 'hypothyroidism')!;
    expect(change.direction).toBe('ruled_out');
    expect(change.after).toBeLessThan(change.before);
    expect(change.reasons[0]).toMatch(/argues strongly against underactive thyroid/);
    expect(r.values.map((v) => v.loinc)).toEqual(['3016-3']);
  });

  it('never goes below the prior triage, even with normal results', () => {
    const r = interpretResults({
      ...thyroidish,
      priorTriage: prior('urgent'),
      results: [tsh(1.6, 'normal')],
    });
    expect(r.triage.level).toBe('urgent');
    const e = interpretResults({ ...thyroidish, priorTriage: prior('emergency') });
    expect(e.triage.level).toBe('emergency');
  });

  it('is at least urgent with a critical value, and says to call the doctor today', () => {
    const r = interpretResults({
      ...thyroidish,
      priorTriage: prior('self_care'),
      results: [result('2951-2', 'Sodium', 117, 'mmol/L', 'critical', 135, 145)],
    });
    expect(r.triage.level).toBe('urgent');
    expect(r.triage.reasons[0]).toMatch(/critical limit/);
    expect(r.nextSteps[0]).toMatchObject({ code: null, timing: 'today' });
    // An analyte the table does not know, flagged critical, still lifts the triage.
    const unknown = interpretResults({
      ...thyroidish,
      results: [result('0000-0', 'Something', 1, 'x', 'critical', 2, 3)],
    });
    expect(unknown.triage.level).toBe('urgent');
  });

  it('rises to urgent with a very low haemoglobin that is not flagged critical', () => {
    const r = interpretResults({
      ...thyroidish,
      results: [result('718-7', 'Hemoglobin', 7.5, 'g/dL', 'low', 12, 15.5)],
    });
    expect(r.triage.level).toBe('urgent');
  });

  it('moves a self-care assessment to routine when a result is abnormal', () => {
    const r = interpretResults({ ...thyroidish, priorTriage: prior('self_care') });
    expect(r.triage.level).toBe('routine');
  });
});

describe('interpretResults, edge cases', () => {
  it('leaves the assessment as shown when no result informs any condition', () => {
    const sodium = result('2951-2', 'Sodium', 140, 'mmol/L', 'normal', 135, 145);
    const r = interpretResults({ ...thyroidish, results: [sodium] });
    for (const ch of r.changes) expect(ch.after).toBe(ch.before);
    expect(r.values).toEqual([]);
  });

  it('offers no test after an emergency assessment, only advice', () => {
    const r = interpretResults({ ...thyroidish, priorTriage: prior('emergency') });
    expect(r.nextSteps.every((s) => s.code === null)).toBe(true);
  });
});
