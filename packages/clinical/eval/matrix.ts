import { engine, KNOWLEDGE_BASE_VERSION } from '../src/index';
import { PATHS } from './paths';
import { figures, formatFigures, type SetFigures } from './report';
import { coverageFigures, formatCoverage, type CoverageFigures } from './external/coverage';
import { evalSets } from './sets';

/**
 * `npm run eval:clinical:matrix`: every evaluation set on every path (static, interactive, AI
 * page), with the safety figures per set and path and the unsafe cases. `--json` for machine
 * output; `--set=<name prefix>` to run one set.
 */
declare const process: { argv: string[]; stdout: { write(text: string): boolean } };

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--set='))?.slice(6);
// The runner has no Node types (see run.ts); it needs only readFileSync for the external JSONL,
// which lies beside this script.
const fsModule: string = 'node:fs';
const fs = (await import(fsModule)) as { readFileSync(path: string, encoding: 'utf8'): string };
const aveyJsonl = fs.readFileSync(
  process.argv[1]!.replace(/matrix\.ts$/, 'external/avey-dev-200.jsonl'),
  'utf8',
);
const rows: SetFigures[] = [];
const coverage = new Map<string, CoverageFigures[]>();
const heldOut = new Set<string>();
for (const { name, cases, heldOut: held, breadth } of evalSets(engine, aveyJsonl)) {
  if (only && !name.startsWith(only)) continue;
  if (held) heldOut.add(name);
  for (const path of PATHS) {
    const row = figures(engine, name, cases, path);
    rows.push(row);
    if (breadth) coverage.set(name, [...(coverage.get(name) ?? []), coverageFigures(cases, row)]);
  }
}
if (args.includes('--json')) {
  const out = rows.map(({ outcomes: _o, unsafe, ...r }) => ({
    ...r,
    unsafe: heldOut.has(r.set) ? unsafe.length : unsafe,
  }));
  const breadth = Object.fromEntries(coverage);
  process.stdout.write(`${JSON.stringify({ sets: out, breadth }, null, 2)}\n`);
} else {
  process.stdout.write(`Knowledge base ${KNOWLEDGE_BASE_VERSION}, budget 10\n\n${formatFigures(rows)}\n\n`);
  for (const [name, rowsOfSet] of coverage)
    process.stdout.write(
      `${name}: breadth (diagnoses matched through ICD-10)\n\n${formatCoverage(rowsOfSet)}\n\n`,
    );
  process.stdout.write('Unsafe:\n');
  for (const r of rows) {
    if (heldOut.has(r.set)) {
      process.stdout.write(
        `- ${r.set} / ${r.path}: ${r.unsafe.length} unsafe (held out: cases not listed)\n`,
      );
      continue;
    }
    for (const u of r.unsafe)
      process.stdout.write(`- ${r.set} / ${r.path}: ${u.id} (min ${u.minLevel}, got ${u.got})\n`);
  }
}
