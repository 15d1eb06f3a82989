import { TRIAGE_RANK } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import jsonl from './avey-dev-200.jsonl?raw';
import { AVEY_DEV_TRIAGE } from './avey-dev-200.triage';

const vignettes = jsonl
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { correct_diagnosis: string });

describe('triage labels of the external development set', () => {
  it('labels each of the 200 lines exactly once', () => {
    expect(vignettes).toHaveLength(200);
    expect(AVEY_DEV_TRIAGE).toHaveLength(200);
    expect(AVEY_DEV_TRIAGE.map((l) => l.line).sort((a, b) => a - b)).toEqual([...Array(200).keys()]);
  });

  it('names the diagnosis of the line it labels', () => {
    const mismatched = AVEY_DEV_TRIAGE.filter(
      (l) => vignettes[l.line]?.correct_diagnosis !== l.diagnosis,
    ).map((l) => l.line);
    expect(mismatched).toEqual([]);
  });

  it('labels each line at or above its minimum safe level, with a reason', () => {
    for (const l of AVEY_DEV_TRIAGE) {
      expect(TRIAGE_RANK[l.level], `line ${l.line}`).toBeLessThanOrEqual(TRIAGE_RANK[l.minLevel]);
      expect(l.why.trim(), `line ${l.line}`).not.toBe('');
    }
  });
});
