import type { QuestionnaireSessionType } from '@labwise/domain';
import { engine, interpretResults, KNOWLEDGE_BASE_VERSION } from '../src/index';
import { evaluate, formatMisses, formatTable } from './metrics';
import { RESULTS_DEV, RESULTS_HELDOUT } from './results';
import { formatResultsFigures, resultsFigures } from './results-metrics';
import { VIGNETTES } from './vignettes';

/**
 * `npm run eval:clinical`: plays every vignette through the engine and prints the metrics table
 * and the misses. Options: `--json` for machine output; `--session=ai_guided` to open with the
 * AI page's fixed questions instead of the dashboard's free text; `--budget=N` (default 10).
 * Then the results set (lab results read back into an assessment), development and held out
 * reported apart; held-out misses are never listed.
 */

// The clinical package is free of Node types (it runs in the server and in tests alike); the
// runner needs only these two members of the Node process.
declare const process: { argv: string[]; stdout: { write(text: string): boolean } };

const args = process.argv.slice(2);
const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const sessionType = (value('session') ?? 'diagnostic') as QuestionnaireSessionType;
const budget = Number(value('budget') ?? 10);

const summary = evaluate(engine, VIGNETTES, { sessionType, budget });
const results = [
  resultsFigures(interpretResults, 'results-dev', RESULTS_DEV),
  resultsFigures(interpretResults, 'results-heldout', RESULTS_HELDOUT),
];
const resultsHeldOut = new Set(['results-heldout']);

if (args.includes('--json')) {
  process.stdout.write(
    `${JSON.stringify(
      {
        knowledgeBase: KNOWLEDGE_BASE_VERSION,
        sessionType,
        budget,
        ...summary,
        results: results.map((f) => (resultsHeldOut.has(f.set) ? { ...f, misses: f.misses.length } : f)),
      },
      null,
      2,
    )}\n`,
  );
} else {
  process.stdout.write(
    `Clinical evaluation — knowledge base ${KNOWLEDGE_BASE_VERSION}, ${sessionType} sessions, budget ${budget}\n\n`,
  );
  process.stdout.write(`${formatTable(summary)}\n\nMisses:\n${formatMisses(summary)}\n`);
  process.stdout.write(
    `\nLab results read back into the assessment (interpretResults)\n\n${formatResultsFigures(results, resultsHeldOut)}\n`,
  );
}
