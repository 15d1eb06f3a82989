import { describe, expect, it } from 'vitest';
import jsonl from './avey-dev-200.jsonl?raw';
import { GOLD_ICD10, goldKey, matchGold } from './gold-icd10';

const names = jsonl
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => (JSON.parse(line) as { correct_diagnosis: string }).correct_diagnosis);

describe('the external set’s gold diagnoses in ICD-10', () => {
  it('codes every gold diagnosis of the set, in well-formed ICD-10', () => {
    expect(names.filter((n) => !GOLD_ICD10[goldKey(n)])).toEqual([]);
    for (const [name, gold] of Object.entries(GOLD_ICD10))
      for (const code of [...gold.codes, ...(gold.umbrella ?? [])])
        expect(code, name).toMatch(/^[A-Z][0-9]{2}(\.[0-9A-Z]{1,4})?$/);
  });

  it('matches the disease or a more specific form of it, and reports a family apart', () => {
    const kb = [
      { id: 'pneumonia', icd10: 'J18.9' },
      { id: 'uti', icd10: 'N39.0' },
      { id: 'incontinence_any', icd10: 'R32' },
      { id: 'aortic_dissection', icd10: 'I71.0' },
    ];
    expect(matchGold(GOLD_ICD10['typical pneumonia'], kb)).toEqual({ exact: ['pneumonia'], umbrella: [] });
    expect(matchGold(GOLD_ICD10.cystitis, kb)).toEqual({ exact: [], umbrella: ['uti'] });
    expect(matchGold(GOLD_ICD10['stress urinary incontinence'], kb)).toEqual({
      exact: [],
      umbrella: ['incontinence_any'],
    });
    // A ruptured aneurysm is not a dissection, though both sit under I71.
    expect(matchGold(GOLD_ICD10['ruptured abdominal aortic aneurysm'], kb)).toEqual({
      exact: [],
      umbrella: [],
    });
    expect(matchGold(undefined, kb)).toEqual({ exact: [], umbrella: [] });
  });
});
