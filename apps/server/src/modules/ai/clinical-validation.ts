import type { SelfCheckResult } from '@labwise/clinical';

/**
 * Whether the running clinical engine passed its self-check (built-in emergencies must come out
 * as emergencies). Run once, on first use, and remembered: the engine is pure and does not change
 * while the process runs. A failure is logged once with the cases that failed.
 */
export function clinicalValidation(run: () => SelfCheckResult, onFailure: (failed: string[]) => void = () => {}): () => boolean {
  let passed: boolean | undefined;
  return () => {
    if (passed === undefined) {
      const result = run();
      passed = result.passed;
      if (!passed) onFailure(result.cases.filter((c) => !c.passed).map((c) => `${c.id} → ${c.level}`));
    }
    return passed;
  };
}
