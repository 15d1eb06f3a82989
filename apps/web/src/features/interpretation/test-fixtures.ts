import { resultsInterpretationSchema, type ResultsInterpretation } from '@labwise/domain';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const FREE_T4_TEST_ID = id(900);

/**
 * An assessment (tiredness, weight gain) read again with a thyroid panel: underactive thyroid
 * raised, anaemia lowered, a free T4 to add and a doctor's visit as advice. Parsed through the
 * domain schema, so a fixture that drifts from the wire shape fails the tests that use it.
 */
export function interpretationFixture(overrides: Partial<ResultsInterpretation> = {}): ResultsInterpretation {
  return resultsInterpretationSchema.parse({
    id: id(1),
    session_id: id(2),
    order_id: id(3),
    order_number: 'LW-2026-0042',
    version: 2,
    created_at: '2026-11-20T10:00:00.000Z',
    before: {
      insights: [
        { title: 'Iron deficiency anaemia', condition: 'iron_deficiency_anaemia', confidence: 40, description: 'Low iron.', category: 'Blood', icd10: 'D50', supporting: ['tiredness'], conflicting: [] },
        { title: 'Underactive thyroid', condition: 'hypothyroidism', confidence: 30, description: 'Slow thyroid.', category: 'Hormones', icd10: 'E03', supporting: ['weight gain'], conflicting: [] },
      ],
      triage: { level: 'routine', reasons: [], advice: 'Book a consultation with your doctor.' },
      confidence_level: 45,
    },
    after: {
      insights: [
        { title: 'Underactive thyroid', condition: 'hypothyroidism', confidence: 78, description: 'Slow thyroid.', category: 'Hormones', icd10: 'E03', supporting: ['weight gain', 'TSH high'], conflicting: [] },
        { title: 'Iron deficiency anaemia', condition: 'iron_deficiency_anaemia', confidence: 12, description: 'Low iron.', category: 'Blood', icd10: 'D50', supporting: ['tiredness'], conflicting: ['Ferritin normal'] },
      ],
      triage: { level: 'routine', reasons: ['TSH above the normal range'], advice: 'See your doctor in the next few weeks to talk about your thyroid.' },
      confidence_level: 72,
    },
    conditions: [
      { id: 'hypothyroidism', name: 'Underactive thyroid', icd10: 'E03', probability: 0.78, supporting: [], conflicting: [] },
      { id: 'iron_deficiency_anaemia', name: 'Iron deficiency anaemia', icd10: 'D50', probability: 0.12, supporting: [], conflicting: [] },
    ],
    changes: [
      {
        condition: 'hypothyroidism',
        name: 'Underactive thyroid',
        before: 30,
        after: 78,
        direction: 'raised',
        reasons: ['TSH 9.8 mIU/L high — raises underactive thyroid'],
      },
      {
        condition: 'iron_deficiency_anaemia',
        name: 'Iron deficiency anaemia',
        before: 40,
        after: 12,
        direction: 'lowered',
        reasons: ['Ferritin 85 ng/mL normal — lowers iron deficiency anaemia', 'Haemoglobin 14.1 g/dL normal — lowers iron deficiency anaemia'],
      },
      { condition: 'coeliac_disease', name: 'Coeliac disease', before: 8, after: 0, direction: 'ruled_out', reasons: ['tTG-IgA negative — rules out coeliac disease'] },
    ],
    values: [
      { loinc: '3016-3', name: 'TSH', value: '9.8 mIU/L', flag: 'high', meaning: 'Your TSH is above the normal range: your thyroid may be working too slowly.' },
      { loinc: '2276-4', name: 'Ferritin', value: '85 ng/mL', flag: 'normal', meaning: 'Your iron stores are normal.' },
    ],
    next_steps: [
      { code: 'FT4', name: 'Free T4', reason: 'Confirms how much thyroid hormone you make.', timing: 'in 6–8 weeks', test_id: FREE_T4_TEST_ID, price: '$45.00' },
      { code: null, name: 'See your doctor', reason: 'To talk about treatment for your thyroid.', timing: 'this month', test_id: null, price: null },
    ],
    notice: 'This is information, not a diagnosis. Your doctor has your results and will tell you what they mean for you.',
    engine_version: 'test',
    ...overrides,
  });
}

/** The same update after a critical value: the urgency re-checked to an emergency. */
export function emergencyFixture(): ResultsInterpretation {
  const base = interpretationFixture();
  return interpretationFixture({
    id: id(4),
    after: {
      ...base.after,
      triage: { level: 'emergency', reasons: ['Potassium 6.9 mmol/L critical'], advice: 'Go to the emergency department now or call 112.' },
    },
  });
}

export const fixtureId = id;
