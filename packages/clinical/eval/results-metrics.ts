import { TRIAGE_RANK, type Triage } from '@labwise/domain';
import type { InterpretResults, ResultsReading } from '../src/contract';
import { panelsOf } from './results/labs';
import type { ResultsCase } from './results/types';
import { NO_CONDITION_CONFIDENT } from './metrics';

/**
 * Figures of the results set:
 * - top-1: the expected condition leads after the results (or, when none is expected, no condition reaches 50%);
 * - drops: of the conditions expected to fall, the share the results lowered or ruled out;
 * - follow-up recall: of the expected follow-up tests, the share among the next steps (alternatives: any one);
 * - critical below urgent: cases with a critical value whose triage stays below urgent (must be 0);
 * - unsafe: cases below their least urgent safe level.
 */
export interface ResultsFigures {
  set: string;
  cases: number;
  top1: number;
  drops: { hit: number; total: number };
  followUps: { hit: number; total: number };
  critical: number;
  criticalBelowUrgent: number;
  unsafe: number;
  misses: { id: string; what: string }[];
}

export function priorTriageOf(level: ResultsCase['priorTriage']): Triage {
  return { level, reasons: ['From the questionnaire'], advice: '' };
}

export function readCase(interpret: InterpretResults, k: ResultsCase): ResultsReading {
  return interpret({
    age: k.age,
    sex: k.sex,
    evidence: [
      ...k.present.map((id) => ({ id, present: true })),
      ...(k.absent ?? []).map((id) => ({ id, present: false })),
    ],
    priorTriage: priorTriageOf(k.priorTriage),
    results: k.results,
    testsDone: [...new Set([...panelsOf(k.results), ...(k.testsDone ?? [])])],
  });
}

export function resultsFigures(
  interpret: InterpretResults,
  set: string,
  cases: readonly ResultsCase[],
): ResultsFigures {
  let top1 = 0;
  const drops = { hit: 0, total: 0 };
  const followUps = { hit: 0, total: 0 };
  let critical = 0;
  let criticalBelowUrgent = 0;
  let unsafe = 0;
  const misses: ResultsFigures['misses'] = [];
  for (const k of cases) {
    const r = readCase(interpret, k);
    const lead = r.conditions[0];
    const topOk =
      k.expect.top === null ? !lead || lead.probability < NO_CONDITION_CONFIDENT : lead?.id === k.expect.top;
    if (topOk) top1 += 1;
    else
      misses.push({
        id: k.id,
        what: `top ${lead?.id ?? 'none'} ${lead ? Math.round(lead.probability * 100) : 0}% (expected ${k.expect.top ?? 'none leading'})`,
      });
    for (const id of k.expect.drops) {
      drops.total += 1;
      const ch = r.changes.find((x) => x.condition === id);
      if (ch && (ch.direction === 'lowered' || ch.direction === 'ruled_out')) drops.hit += 1;
      else
        misses.push({
          id: k.id,
          what: `no drop for ${id} (${ch ? `${ch.before}→${ch.after} ${ch.direction}` : 'not in changes'})`,
        });
    }
    const codes = new Set(r.nextSteps.map((s) => s.code).filter((c): c is string => c !== null));
    for (const want of k.expect.followUps) {
      followUps.total += 1;
      const options = typeof want === 'string' ? [want] : want;
      if (options.some((c) => codes.has(c))) followUps.hit += 1;
      else
        misses.push({
          id: k.id,
          what: `follow-up ${options.join('/')} missing (got ${[...codes].join(', ') || 'none'})`,
        });
    }
    const isCritical = k.results.some((x) => x.flag === 'critical');
    if (isCritical) {
      critical += 1;
      if (TRIAGE_RANK[r.triage.level] > TRIAGE_RANK.urgent) criticalBelowUrgent += 1;
    }
    if (TRIAGE_RANK[r.triage.level] > TRIAGE_RANK[k.expect.minTriage]) {
      unsafe += 1;
      misses.push({ id: k.id, what: `triage ${r.triage.level} below ${k.expect.minTriage}` });
    }
  }
  return {
    set,
    cases: cases.length,
    top1: cases.length ? top1 / cases.length : 1,
    drops,
    followUps,
    critical,
    criticalBelowUrgent,
    unsafe,
    misses,
  };
}

const p = (n: number) => `${(n * 100).toFixed(1)}%`;
const frac = (x: { hit: number; total: number }) =>
  `${x.total ? p(x.hit / x.total) : '—'} (${x.hit}/${x.total})`;

/** The figures as a table; misses listed for development sets only (held-out cases are never listed). */
export function formatResultsFigures(rows: readonly ResultsFigures[], heldOut: ReadonlySet<string>): string {
  const lines = [
    '| Set | Cases | Top-1 after results | Drop accuracy | Follow-up recall | Critical cases | Critical below urgent | Below safe triage |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (f) =>
        `| ${f.set} | ${f.cases} | ${p(f.top1)} | ${frac(f.drops)} | ${frac(f.followUps)} | ${f.critical} | ${f.criticalBelowUrgent} | ${f.unsafe} |`,
    ),
  ];
  for (const f of rows) {
    if (heldOut.has(f.set)) continue;
    lines.push(
      '',
      `Misses (${f.set}):`,
      ...(f.misses.length ? f.misses.map((m) => `- ${m.id}: ${m.what}`) : ['- none']),
    );
  }
  return lines.join('\n');
}
