import { describe, expect, it } from 'vitest';
import type { Evidence } from '@labwise/domain';
import type { KnowledgeBase } from '../kb/types';
import { createEngine } from './engine';
import { FIXTURE_KB, FIXTURE_PLAN } from './test-fixtures';
import { TRIAGE_ADVICE } from './triage';

const engine = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN });
/** The classic leak model, for the recommendation thresholds: "other" gains nothing from unlisted findings. */
const classic = createEngine(FIXTURE_KB, { plan: FIXTURE_PLAN, options: { otherPresentFactor: 1 } });
const yes = (...ids: string[]): Evidence[] => ids.map((id) => ({ id, present: true }));
const no = (...ids: string[]): Evidence[] => ids.map((id) => ({ id, present: false }));

describe('triage', () => {
  it('sends a met emergency red flag to emergency care, whatever the differential says, with no tests', () => {
    // A cold picture plus chest pain with sweating at 50.
    const d = engine.diagnose({
      age: 50,
      sex: 'female',
      evidence: [...yes('runny_nose', 'sore_throat', 'cough', 'chest_pain', 'sweating'), ...no('fever')],
    });
    expect(d.conditions[0]!.id).toBe('common_cold');
    expect(d.triage.level).toBe('emergency');
    expect(d.triage.reasons).toEqual([
      'Chest pain with shortness of breath or sweating can be a heart attack.',
    ]);
    expect(d.triage.advice).toBe(
      'Call your local emergency number or go to the nearest emergency department now.',
    );
    expect(d.recommendations).toEqual([]);
    expect(d.should_stop).toBe(true);
    expect(d.question).toBeNull();
  });

  it('applies a red flag only from its minimum age', () => {
    const d = engine.diagnose({
      age: 20,
      sex: 'female',
      evidence: [...yes('runny_nose', 'sore_throat', 'cough', 'chest_pain', 'sweating'), ...no('fever')],
    });
    expect(d.triage.reasons).not.toContain(
      'Chest pain with shortness of breath or sweating can be a heart attack.',
    );
  });

  it('treats an unknown age as old enough for an age-guarded red flag', () => {
    const d = engine.diagnose({
      age: null,
      sex: 'unknown',
      evidence: yes('chest_pain', 'shortness_of_breath'),
    });
    expect(d.triage.level).toBe('emergency');
  });

  it('raises to urgent on an urgent red flag', () => {
    const d = engine.diagnose({
      age: 30,
      sex: 'male',
      evidence: [...yes('fever', 'shortness_of_breath'), ...no('chest_pain')],
    });
    expect(d.triage.level).toBe('urgent');
    expect(d.triage.reasons).toContain('Fever with shortness of breath needs a clinician today.');
    expect(d.triage.advice).toBe('See a clinician within 24 hours.');
  });

  it('is urgent when an urgent condition is probable', () => {
    const d = engine.diagnose({
      age: 30,
      sex: 'male',
      evidence: [...yes('fever', 'cough'), ...no('runny_nose', 'sore_throat')],
    });
    expect(d.conditions[0]!.id).toBe('pneumonia');
    expect(d.triage.level).toBe('urgent');
  });

  it('is routine with tests when a condition needs them', () => {
    const d = engine.diagnose({
      age: 30,
      sex: 'female',
      evidence: [...yes('fatigue', 'pallor', 'heavy_periods'), ...no('weight_gain', 'cold_intolerance')],
    });
    expect(d.conditions[0]!.id).toBe('iron_deficiency');
    expect(d.triage).toMatchObject({ level: 'routine', advice: 'Book a consultation with your doctor.' });
    expect(d.triage.reasons[0]).toMatch(/Iron deficiency anaemia/);
    expect(d.recommendations.map((r) => r.code)).toEqual(['CBC', 'FERR']);
    expect(d.recommendations[1]).toMatchObject({
      name: 'Ferritin',
      rationale: 'Measures iron stores.',
      for_conditions: ['iron_deficiency'],
    });
  });

  it('is self-care for a benign picture, with no tests', () => {
    const d = engine.diagnose({
      age: 30,
      sex: 'male',
      evidence: [...yes('runny_nose', 'sore_throat'), ...no('fever', 'shortness_of_breath')],
    });
    expect(d.conditions[0]!.id).toBe('common_cold');
    expect(d.triage.level).toBe('self_care');
    expect(d.triage.advice).toBe(TRIAGE_ADVICE.self_care);
    expect(d.triage.advice).toBe(
      'Self-care is reasonable; see a clinician if it gets worse or does not improve.',
    );
    expect(d.recommendations).toEqual([]);
  });
});

describe('recommendations', () => {
  it('adds a test limited by onlyWith only when one of its findings is present', () => {
    const base = [...yes('fatigue', 'pallor', 'heavy_periods'), ...no('weight_gain', 'cold_intolerance')];
    expect(
      engine.diagnose({ age: 30, sex: 'female', evidence: base }).recommendations.map((r) => r.code),
    ).not.toContain('B12');
    const withNumbness = engine.diagnose({ age: 30, sex: 'female', evidence: [...base, ...yes('numbness')] });
    expect(withNumbness.recommendations.map((r) => r.code)).toContain('B12');
  });

  it('unites the leading conditions’ tests without duplicates, ordered by the weight behind them', () => {
    const d = engine.diagnose({ age: 40, sex: 'female', evidence: yes('fatigue') });
    const codes = d.recommendations.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]).toBe('CBC'); // asked for by both anaemia and thyroid
    expect(d.recommendations[0]!.for_conditions).toEqual(['iron_deficiency', 'hypothyroidism']);
  });

  it('offers tests alongside a met red flag only for a condition the answers clearly point to', () => {
    // Fever with breathlessness (urgent red flag) and a cough: pneumonia leads and brings its tests.
    const clear = classic.diagnose({
      age: 30,
      sex: 'male',
      evidence: [
        ...yes('fever', 'shortness_of_breath', 'cough'),
        ...no('chest_pain', 'runny_nose', 'sore_throat'),
      ],
    });
    expect(clear.triage.level).toBe('urgent');
    expect(clear.conditions[0]!.probability).toBeGreaterThanOrEqual(0.4);
    expect(clear.recommendations.map((r) => r.code)).toEqual(['CBC', 'CRP']);
    // The same red flag with an unclear picture: the clinician chooses the tests.
    const unclear = classic.diagnose({
      age: 30,
      sex: 'male',
      evidence: [
        ...yes('fever', 'shortness_of_breath'),
        ...no('chest_pain', 'cough', 'runny_nose', 'sore_throat'),
      ],
    });
    expect(unclear.triage.level).toBe('urgent');
    expect(unclear.conditions[0]!.probability).toBeLessThan(0.4);
    expect(unclear.conditions[0]!.probability).toBeGreaterThanOrEqual(0.2); // enough without the red flag
    expect(unclear.recommendations).toEqual([]);
  });

  it('offers nothing for conditions below the threshold', () => {
    const d = engine.diagnose({ age: 30, sex: 'male', evidence: [] });
    expect(d.recommendations).toEqual([]);
  });

  it('never offers a clinician-only emergency test to a consumer', () => {
    const kb: KnowledgeBase = {
      ...FIXTURE_KB,
      conditions: FIXTURE_KB.conditions.map((c) =>
        c.id === 'iron_deficiency'
          ? {
              ...c,
              tests: [
                ...c.tests,
                { code: 'DDIMER', loinc: '48065-7', loincVerified: true, rationale: 'x', source: 't' },
              ],
            }
          : c,
      ),
    };
    const d = createEngine(kb, { plan: FIXTURE_PLAN }).diagnose({
      age: 30,
      sex: 'female',
      evidence: yes('fatigue', 'pallor', 'heavy_periods'),
    });
    expect(d.recommendations.length).toBeGreaterThan(0);
    expect(d.recommendations.map((r) => r.code)).not.toContain('DDIMER');
  });

  it('offers no test when an emergency condition alone leads, even below the emergency line', () => {
    const lenient = createEngine(FIXTURE_KB, {
      plan: FIXTURE_PLAN,
      options: { triage: { emergencyCondition: 1.01 } },
    });
    const d = lenient.diagnose({
      age: 50,
      sex: 'male',
      evidence: [...yes('shortness_of_breath', 'leg_swelling'), ...no('chest_pain', 'fever', 'cough')],
    });
    expect(d.conditions[0]!.id).toBe('pulmonary_embolism');
    expect(d.recommendations.map((r) => r.code)).not.toContain('DDIMER');
  });
});

describe('presentation panels', () => {
  it('offers the panel when its findings are present and no condition brings tests', () => {
    const d = classic.diagnose({
      age: 45,
      sex: 'male',
      evidence: [
        ...yes('fatigue'),
        ...no(
          'pallor',
          'weight_gain',
          'cold_intolerance',
          'thirst',
          'frequent_urination',
          'snoring',
          'shortness_of_breath',
        ),
      ],
    });
    expect(d.conditions.every((c) => c.probability < 0.2)).toBe(true);
    expect(d.recommendations.map((r) => r.code)).toEqual(['CBC', 'TSH']);
    expect(d.recommendations[0]).toMatchObject({
      rationale: 'First-line blood count for tiredness.',
      for_conditions: [],
    });
    expect(d.triage.level).toBe('routine');
  });

  it('does not add the panel when a probable condition brings its own tests', () => {
    const d = engine.diagnose({
      age: 30,
      sex: 'female',
      evidence: [...yes('fatigue', 'pallor', 'heavy_periods'), ...no('weight_gain', 'cold_intolerance')],
    });
    expect(d.recommendations.map((r) => r.code)).toEqual(['CBC', 'FERR']);
    expect(d.recommendations[0]!.rationale).toBe('Shows anaemia.');
  });
});
