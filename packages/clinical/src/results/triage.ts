import { TRIAGE_RANK, type Triage, type TriageLevel } from '@labwise/domain';
import { TRIAGE_ADVICE } from '../engine/triage';
import type { Reading } from './read';
import { readingLabel } from './text';

export const CRITICAL_REASON = 'A result is beyond the lab’s critical limit';

/**
 * The triage re-checked with the results. It never goes below the assessment's own level, never
 * below urgent when any value is flagged critical, rises to a band's level (e.g. haemoglobin
 * below 8 g/dL → urgent) or to urgent when the results make an urgent or emergency condition
 * likely enough (the engine's own thresholds), and a self-care assessment with an abnormal result becomes routine
 * (a doctor should look at it). Reasons are the prior's when the level is unchanged (without the
 * questionnaire's percentages, which the results have superseded), else the results' that raised it.
 */
export function recheckTriage(
  prior: Triage,
  readings: readonly Reading[],
  /** Conditions the results made more likely that call for a clinician within 24 hours (reason lines). */
  raisedUrgent: readonly string[] = [],
): Triage {
  let level: TriageLevel = prior.level;
  const carried = prior.reasons.map(withoutPercentages);
  let reasons: string[] = [...carried];
  const raise = (to: TriageLevel, reason: string) => {
    if (TRIAGE_RANK[to] < TRIAGE_RANK[level]) {
      level = to;
      reasons = [];
    }
    if (to === level && TRIAGE_RANK[to] < TRIAGE_RANK[prior.level] && !reasons.includes(reason))
      reasons.push(reason);
  };
  for (const x of readings) {
    if (x.result.flag === 'critical')
      raise('urgent', `${CRITICAL_REASON} (${readingLabel(x)}): see a clinician within 24 hours.`);
    if (x.band?.triage) raise(x.band.triage.level, x.band.triage.reason);
  }
  for (const reason of raisedUrgent) raise('urgent', reason);
  const abnormal = readings.some((x) => (x.band ? !x.band.normal : x.result.flag !== 'normal'));
  if (abnormal)
    raise('routine', 'Some results are outside the normal range: book a consultation to go through them.');
  if (level === prior.level) return { ...prior, reasons: carried };
  return {
    level,
    reasons,
    advice: TRIAGE_ADVICE[level],
    ...(prior.safety_net ? { safety_net: prior.safety_net } : {}),
  };
}

/** "Your answers fit X (95%), …" → "Your answers fit X, …": the figure was the questionnaire's alone. */
function withoutPercentages(reason: string): string {
  return reason.replace(/ \(\d{1,3}%\)/g, '');
}
