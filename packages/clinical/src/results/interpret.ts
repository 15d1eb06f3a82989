import { TRIAGE_RANK, type Triage, type ValueMeaning } from '@labwise/domain';
import type { InterpretResultsInput, ResultsReading } from '../contract';
import { insightsOf } from '../engine/diagnose';
import { safetyNetFor, TRIAGE_ADVICE } from '../engine/triage';
import { engine } from '../index';

/**
 * Interim reading of released results: the assessment as it stood (the results do not move the
 * conditions yet), one plain line per value outside its range, and the triage raised to urgent
 * by a critical value (never below the assessment's own).
 */
export function interpretResults(input: InterpretResultsInput): ResultsReading {
  const analysis = engine.analyse({ age: input.age, sex: input.sex, evidence: input.evidence });
  const diagnosis = engine.diagnose({ age: input.age, sex: input.sex, evidence: input.evidence });
  const insights = insightsOf(engine.compiled, analysis, engine.options);
  const critical = input.results.filter((r) => r.flag === 'critical');
  let triage: Triage = input.priorTriage;
  if (critical.length && TRIAGE_RANK[triage.level] > TRIAGE_RANK.urgent) {
    triage = {
      level: 'urgent',
      reasons: [...triage.reasons, ...critical.map((r) => `${r.name} is at a critical level`)],
      advice: TRIAGE_ADVICE.urgent,
      safety_net: safetyNetFor('urgent'),
    };
  }
  const values: ValueMeaning[] = input.results
    .filter((r) => r.flag !== 'normal')
    .map((r) => ({
      loinc: r.loinc,
      name: r.name,
      value: `${r.value ?? r.text ?? ''} ${r.unit}`.trim(),
      flag: r.flag,
      meaning: r.flag === 'critical' ? `Your ${r.name} is at a critical level: your doctor needs to see it now.` : `Your ${r.name} is outside the normal range.`,
    }));
  return {
    conditions: diagnosis.conditions,
    insights,
    confidenceLevel: insights[0]?.confidence ?? 0,
    triage,
    changes: [],
    values,
    nextSteps: [],
  };
}
