import { TRIAGE_RANK } from '@labwise/domain';
import type { Engine } from '../src/engine/engine';
import type { EvalCase } from './cases';
import { runCase, type CaseOutcome, type EvalPath } from './paths';

/**
 * Safety figures of one set on one path:
 * - emergency recall: of the cases whose lowest safe level is emergency, the share sent there;
 * - safe: the share at or above the case's lowest safe level (`minLevel`);
 * - exact: the share at exactly the expected level;
 * - over-triage: of the cases whose expected level is self-care, the share sent higher;
 * - top-1/3/5: of the cases naming a modelled diagnosis, the share with it among the first k ranked.
 */
export interface SetFigures {
  set: string;
  path: EvalPath;
  cases: number;
  emergencies: number;
  emergencyRecall: number;
  safe: number;
  exact: number;
  selfCare: number;
  overTriage: number;
  diagnosed: number;
  top1: number;
  top3: number;
  top5: number;
  meanQuestions: number;
  unsafe: { id: string; minLevel: string; got: string }[];
  outcomes: CaseOutcome[];
}

export function figures(engine: Engine, set: string, cases: readonly EvalCase[], path: EvalPath): SetFigures {
  const outcomes = cases.map((k) => runCase(engine, k, path));
  const rate = (n: number, d: number) => (d === 0 ? 1 : n / d);
  let emergencies = 0;
  let recalled = 0;
  let safe = 0;
  let exact = 0;
  let selfCare = 0;
  let over = 0;
  let diagnosed = 0;
  const top = [0, 0, 0];
  const unsafe: SetFigures['unsafe'] = [];
  cases.forEach((k, i) => {
    const o = outcomes[i]!;
    if (k.minLevel === 'emergency') {
      emergencies += 1;
      if (o.level === 'emergency') recalled += 1;
    }
    if (TRIAGE_RANK[o.level] <= TRIAGE_RANK[k.minLevel]) safe += 1;
    else unsafe.push({ id: k.id, minLevel: k.minLevel, got: o.level });
    if (o.level === k.level) exact += 1;
    if (k.level === 'self_care') {
      selfCare += 1;
      if (o.level !== 'self_care') over += 1;
    }
    if (k.diagnoses.length > 0) {
      diagnosed += 1;
      [1, 3, 5].forEach((n, j) => {
        if (o.ranked.slice(0, n).some((id) => k.diagnoses.includes(id))) top[j] = top[j]! + 1;
      });
    }
  });
  return {
    set,
    path,
    cases: cases.length,
    emergencies,
    emergencyRecall: rate(recalled, emergencies),
    safe: rate(safe, cases.length),
    exact: rate(exact, cases.length),
    selfCare,
    overTriage: selfCare === 0 ? 0 : over / selfCare,
    diagnosed,
    top1: rate(top[0]!, diagnosed),
    top3: rate(top[1]!, diagnosed),
    top5: rate(top[2]!, diagnosed),
    meanQuestions: outcomes.reduce((s, o) => s + o.questions, 0) / Math.max(1, outcomes.length),
    unsafe,
    outcomes,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatFigures(rows: readonly SetFigures[]): string {
  const head =
    '| set | path | cases | emergency recall | safe (≥ min level) | exact | self-care over-triaged | top-1 / 3 / 5 | questions |';
  const lines = [head, '|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(
      `| ${r.set} | ${r.path} | ${r.cases} | ${pct(r.emergencyRecall)} (${r.emergencies}) | ${pct(r.safe)} | ${pct(r.exact)} | ${r.selfCare === 0 ? '—' : `${pct(r.overTriage)} (${r.selfCare})`} | ${r.diagnosed === 0 ? '—' : `${pct(r.top1)} / ${pct(r.top3)} / ${pct(r.top5)} (${r.diagnosed})`} | ${r.meanQuestions.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}
