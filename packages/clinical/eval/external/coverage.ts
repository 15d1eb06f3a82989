import type { EvalCase } from '../cases';
import type { SetFigures } from '../report';

/**
 * Breadth on the external set: how many gold diagnoses the knowledge base models (coverage), and
 * top-k over ALL the set's cases (a case whose diagnosis is not modelled counts as a miss), with
 * umbrella matches (the family, not the disease) reported apart, overall and by body system.
 */
export interface CoverageFigures {
  path: string;
  cases: number;
  covered: number;
  coveredWithUmbrella: number;
  top1: number;
  top3: number;
  top5: number;
  top3WithUmbrella: number;
  bySystem: { system: string; cases: number; covered: number; top3: number }[];
}

export function coverageFigures(cases: readonly EvalCase[], figures: SetFigures): CoverageFigures {
  const hit = (k: EvalCase, ranked: readonly string[], n: number, umbrella = false) =>
    ranked
      .slice(0, n)
      .some((id) => k.diagnoses.includes(id) || (umbrella && (k.umbrella ?? []).includes(id)));
  const systems = new Map<string, { cases: number; covered: number; top3: number }>();
  const totals = { covered: 0, umbrella: 0, top1: 0, top3: 0, top5: 0, top3u: 0 };
  cases.forEach((k, i) => {
    const ranked = figures.outcomes[i]!.ranked;
    const covered = k.diagnoses.length > 0;
    const top3 = hit(k, ranked, 3);
    const s = systems.get(k.system ?? 'unknown') ?? { cases: 0, covered: 0, top3: 0 };
    s.cases += 1;
    if (covered) s.covered += 1;
    if (top3) s.top3 += 1;
    systems.set(k.system ?? 'unknown', s);
    if (covered) totals.covered += 1;
    if (covered || (k.umbrella ?? []).length > 0) totals.umbrella += 1;
    if (hit(k, ranked, 1)) totals.top1 += 1;
    if (top3) totals.top3 += 1;
    if (hit(k, ranked, 5)) totals.top5 += 1;
    if (hit(k, ranked, 3, true)) totals.top3u += 1;
  });
  const n = Math.max(1, cases.length);
  return {
    path: figures.path,
    cases: cases.length,
    covered: totals.covered / n,
    coveredWithUmbrella: totals.umbrella / n,
    top1: totals.top1 / n,
    top3: totals.top3 / n,
    top5: totals.top5 / n,
    top3WithUmbrella: totals.top3u / n,
    bySystem: [...systems.entries()]
      .map(([system, s]) => ({ system, ...s }))
      .sort((a, b) => b.cases - a.cases || a.system.localeCompare(b.system)),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatCoverage(rows: readonly CoverageFigures[]): string {
  const lines = [
    '| path | cases | coverage (with umbrella) | top-1 / 3 / 5 of all cases | top-3 with umbrella |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.cases} | ${pct(r.covered)} (${pct(r.coveredWithUmbrella)}) | ${pct(r.top1)} / ${pct(r.top3)} / ${pct(r.top5)} | ${pct(r.top3WithUmbrella)} |`,
    ),
  ];
  const first = rows[0];
  if (first) {
    const byPath = rows.map((r) => new Map(r.bySystem.map((s) => [s.system, s])));
    lines.push(
      '',
      `| body system | cases | modelled | ${rows.map((r) => `top-3 ${r.path}`).join(' | ')} |`,
      `|---|---|---|${rows.map(() => '---').join('|')}|`,
    );
    for (const s of first.bySystem)
      lines.push(
        `| ${s.system} | ${s.cases} | ${s.covered} | ${byPath.map((m) => String(m.get(s.system)?.top3 ?? 0)).join(' | ')} |`,
      );
  }
  return lines.join('\n');
}
