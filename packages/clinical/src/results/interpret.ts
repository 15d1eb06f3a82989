import {
  INDIRECT_CHANGE_REASON,
  TRIAGE_RANK,
  type ConditionChange,
  type Insight,
  type RankedCondition,
  type ValueMeaning,
  unitLabel,
} from '@labwise/domain';
import type { InterpretResults, InterpretResultsInput, ResultsReading } from '../contract';
import { analyse, explain } from '../engine/diagnose';
import type { Engine } from '../engine/engine';
import { nextSteps } from './follow-up';
import { pairReadings, readResults, type Reading } from './read';
import { CRITICAL_REASON, recheckTriage } from './triage';
import { inlineName, readingLabel, shownValue, verb } from './text';

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const pct = (p: number) => Math.round(p * 100);

/**
 * The questionnaire's log-likelihood ratios weigh this much when results are added. Symptoms are
 * correlated, so naive Bayes over them is over-confident (a leader at 95% on four non-specific
 * symptoms); lab results are close to independent evidence with measured likelihood ratios, and
 * a normal TSH must be able to overturn a questionnaire's "underactive thyroid". The engine's
 * `evidenceScale` exists for the same reason. `before` in `changes` is this tempered estimate (the
 * one the results are weighed against), so a leading condition can read lower there than in the
 * questionnaire's own analysis; results that inform no condition leave the analysis as shown.
 */
export const PRIOR_SCALE = 0.5;
/** A condition whose results' combined likelihood ratio is at most this, and ends below `RULED_OUT_AFTER`, is ruled out. */
export const RULED_OUT_LR = 0.1;
export const RULED_OUT_AFTER = 0.1;
/** Conditions at or above this probability before or after appear in `changes`; those the results move, from `MOVED_MIN`. */
const CHANGE_MIN = 0.03;
const MOVED_MIN = 0.005;
const MAX_CHANGES = 12;
/** A relative change below this reads as unchanged. */
const SAME = 0.05;
/** A normal result is explained when it lowers a condition the assessment gave at least this probability. */
const NORMAL_MATTERS = 0.05;

interface Evidence {
  label: string;
  lr: Readonly<Record<string, number>>;
}

function valueLine(x: Reading, before: ReadonlyMap<string, number>): ValueMeaning | null {
  const r = x.result;
  const base = { loinc: r.loinc, name: r.name, value: shownValue(r), flag: r.flag };
  const critical =
    r.flag === 'critical' ? 'This is beyond the lab’s critical limit: contact your doctor today. ' : '';
  if (x.band) {
    const meaning = x.band.meaning.replace('{measure}', x.egfr === null ? '' : String(Math.round(x.egfr)));
    if (!x.band.normal || critical) return { ...base, meaning: critical + meaning };
    const matters = Object.entries(x.band.lr).some(
      ([id, lr]) => lr < 1 && (before.get(id) ?? 0) >= NORMAL_MATTERS,
    );
    if (matters) return { ...base, meaning };
    if (r.flag === 'normal') return null;
    return {
      ...base,
      meaning: `${meaning} The lab marks it just outside its range; at this level it is not a concern on its own.`,
    };
  }
  if (r.flag === 'normal') return null;
  const range =
    r.low !== null && r.high !== null ? ` (normal ${r.low}–${r.high}${unitLabel(r.unit) ? ` ${unitLabel(r.unit)}` : ''})` : '';
  const where =
    r.flag === 'high'
      ? `above the normal range${range}`
      : r.flag === 'low'
        ? `below the normal range${range}`
        : 'outside the normal range';
  return {
    ...base,
    meaning: `${critical}Your ${r.name} is ${where}. Your doctor will tell you what it means for you.`,
  };
}

/**
 * Results read back into an assessment: the engine's posterior over every condition (from the
 * session's evidence) is multiplied by each result's likelihood ratios (`table.ts`) and
 * renormalised, with the "other / not modelled" hypothesis kept, so normal results leave the
 * probability with "other" rather than with a condition. Pure and deterministic.
 */
export function createResultsInterpreter(engine: Engine, priorScale = PRIOR_SCALE): InterpretResults {
  const c = engine.compiled;
  const opts = engine.options;
  const tempered = { ...opts, evidenceScale: opts.evidenceScale * priorScale };
  const conditionIds = c.conditions.map((d) => d.id);

  return (input: InterpretResultsInput): ResultsReading => {
    const shown = engine.analyse({
      age: input.age,
      sex: input.sex,
      evidence: input.evidence,
      questionsLeft: 0,
    });

    const readings = readResults(input.results, { age: input.age, sex: input.sex });
    const evidence: Evidence[] = [
      ...readings.map((x) => ({ label: readingLabel(x), lr: x.lr })),
      ...pairReadings(readings).map((p) => ({ label: p.text, lr: p.lr })),
    ];
    // Results that inform no condition leave the assessment exactly as it was shown.
    const informative = evidence.some((e) =>
      Object.entries(e.lr).some(([id, lr]) => lr !== 1 && c.conditionIndex.has(id)),
    );
    const scale = informative ? tempered.evidenceScale : opts.evidenceScale;
    const a = informative
      ? analyse(
          c,
          { age: input.age, sex: input.sex, evidence: input.evidence, exclude: new Set(), questionsLeft: 0 },
          tempered,
        )
      : shown;
    // "Before" is the estimate the results are weighed against, so that every change in
    // `changes` is the results' doing and agrees with its reasons.
    const before = Float64Array.from(a.post);
    const beforeById = new Map(conditionIds.map((id, h) => [id, before[h]!]));

    // Posterior × likelihood ratios, in log space, then normalised ("other" has LR 1 throughout).
    const combined = new Float64Array(c.nC).fill(1);
    const logPost = Array.from(a.post, (p) => Math.log(Math.max(p, 1e-300)));
    for (const e of evidence)
      for (const [id, lr] of Object.entries(e.lr)) {
        const h = c.conditionIndex.get(id);
        if (h === undefined || !(lr > 0)) continue;
        combined[h] = combined[h]! * lr;
        logPost[h] = logPost[h]! + Math.log(lr);
      }
    const max = Math.max(...logPost);
    const after = Float64Array.from(logPost, (l) => Math.exp(l - max));
    const total = after.reduce((s, v) => s + v, 0);
    for (let h = 0; h < after.length; h += 1) after[h] = after[h]! / total;
    const ranked = Array.from({ length: c.nC }, (_, h) => h).sort((x, y) => after[y]! - after[x]! || x - y);

    const labItems = (h: number) => {
      const id = conditionIds[h]!;
      return evidence
        .map((e, i) => ({ e, i, lr: e.lr[id] ?? 1 }))
        .filter(({ lr }) => lr !== 1)
        .map(({ e, i, lr }) => ({
          id: `result:${readings[i]?.result.loinc ?? 'pair'}`,
          name: e.label,
          present: true,
          weight: round3(Math.log(lr)),
        }));
    };
    const explained = (h: number) => {
      const base = explain(c, h, a.known, scale);
      const labs = labItems(h);
      return {
        supporting: [...base.supporting, ...labs.filter((x) => x.weight > 0)].sort(
          (x, y) => y.weight - x.weight,
        ),
        conflicting: [...base.conflicting, ...labs.filter((x) => x.weight < 0)].sort(
          (x, y) => x.weight - y.weight,
        ),
      };
    };

    const conditions: RankedCondition[] = [];
    const insights: Insight[] = [];
    for (const h of ranked) {
      const p = after[h]!;
      const cond = c.conditions[h]!;
      if (p >= opts.reportMin && conditions.length < opts.maxConditions)
        conditions.push({
          id: cond.id,
          name: cond.name,
          icd10: cond.icd10,
          probability: round3(p),
          ...explained(h),
        });
      if (p >= opts.insightMin && insights.length < opts.maxInsights) {
        const { supporting, conflicting } = explained(h);
        insights.push({
          title: cond.name,
          condition: cond.id,
          confidence: pct(p),
          description: cond.description,
          category: cond.category,
          icd10: cond.icd10,
          supporting: supporting.map((s) => s.name),
          conflicting: conflicting.map((s) => s.name),
        });
      }
    }

    const changes: ConditionChange[] = [];
    const topBefore = new Set(a.ranked.slice(0, 3));
    const topAfter = new Set(ranked.slice(0, 3));
    for (let h = 0; h < c.nC; h += 1) {
      const b = before[h]!;
      const p = after[h]!;
      const cond = c.conditions[h]!;
      const reasons = evidence
        .map((e) => ({ e, lr: e.lr[cond.id] ?? 1 }))
        .filter(({ lr }) => lr !== 1)
        .map(({ e, lr }) => `${e.label} — ${verb(lr)} ${inlineName(cond.name)}`);
      const direct = reasons.length > 0;
      const shown = Math.max(b, p) >= (direct ? MOVED_MIN : CHANGE_MIN);
      if (!shown && !topBefore.has(h) && !topAfter.has(h)) continue;
      let direction: ConditionChange['direction'] = 'unchanged';
      if (direct && combined[h]! <= RULED_OUT_LR && p < RULED_OUT_AFTER) direction = 'ruled_out';
      else if (pct(p) !== pct(b)) direction = pct(p) > pct(b) ? 'raised' : 'lowered';
      else if (direct && Math.abs(p - b) > b * SAME) direction = p > b ? 'raised' : 'lowered';
      if (!direct && direction !== 'unchanged')
        reasons.push(INDIRECT_CHANGE_REASON);
      if (direction === 'unchanged' && reasons.length === 0 && !topBefore.has(h)) continue;
      changes.push({
        condition: cond.id,
        name: cond.name,
        before: pct(b),
        after: pct(p),
        direction,
        reasons,
      });
    }
    changes.sort(
      (x, y) =>
        Math.max(y.before, y.after) - Math.max(x.before, x.after) || x.condition.localeCompare(y.condition),
    );
    changes.splice(MAX_CHANGES);

    const values = readings.map((x) => valueLine(x, beforeById)).filter((v): v is ValueMeaning => v !== null);
    // An emergency- or urgent-urgency condition the results raise past the engine's threshold for
    // a clinician within 24 hours lifts the triage to urgent (emergency stays for the red flags).
    const raisedUrgent: string[] = [];
    for (let h = 0; h < c.nC; h += 1) {
      const cond = c.conditions[h]!;
      const threshold =
        cond.urgency === 'emergency'
          ? opts.triage.emergencyConditionUrgent
          : cond.urgency === 'urgent'
            ? opts.triage.urgentCondition
            : Infinity;
      if (combined[h]! > 1 && after[h]! >= threshold && after[h]! > before[h]!)
        raisedUrgent.push(
          `The results make ${inlineName(cond.name)} more likely: see a clinician within 24 hours.`,
        );
    }
    const triage = recheckTriage(input.priorTriage, readings, raisedUrgent);
    const critical = readings.some((x) => x.result.flag === 'critical');
    const raisedToUrgent =
      TRIAGE_RANK[triage.level] <= TRIAGE_RANK.urgent && triage.level !== input.priorTriage.level;
    const urgentAdvice = critical
      ? `${CRITICAL_REASON}: contact your doctor today, or an urgent care service if you cannot reach them.`
      : raisedToUrgent
        ? 'These results need a clinician within 24 hours: contact your doctor today.'
        : null;

    return {
      conditions,
      insights,
      confidenceLevel: insights[0]?.confidence ?? 0,
      triage,
      changes,
      values,
      // An emergency is never answered with a test order: advice only.
      nextSteps: nextSteps(
        {
          readings,
          testsDone: input.testsDone ?? [],
          present: new Set(input.evidence.filter((e) => e.present).map((e) => e.id)),
          before: beforeById,
        },
        urgentAdvice,
      ).filter((step) => triage.level !== 'emergency' || step.code === null),
    };
  };
}
