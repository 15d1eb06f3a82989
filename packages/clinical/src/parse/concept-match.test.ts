import { describe, expect, it } from 'vitest';
import type { FindingDef } from '../kb/types';
import { compileConcepts, conceptsIn, MANY, type Concept } from './concept-match';
import { tokenize } from './tokens';

/** The matcher on its own: groups in any order, the span limit, vetoes, sequences and counts. */
const findings = [{ id: 'blue_lips' }, { id: 'overdose' }] as unknown as FindingDef[];
const concepts: Concept[] = [
  {
    finding: 'blue_lips',
    allOf: [
      ['blue', 'grey'],
      ['lip*', 'mouth'],
    ],
    within: 4,
    notWith: ['sweets'],
  },
  {
    finding: 'overdose',
    allOf: [
      ['took', 'swallowed'],
      [MANY, 'too many'],
      ['pills', 'paracetamol'],
    ],
  },
];
const compiled = compileConcepts(concepts, findings);
const met = (text: string) => {
  const words = tokenize(text).map((t) => t.word);
  return conceptsIn(compiled, words, 0, words.length).map((m) => findings[m.finding]!.id);
};

describe('conceptsIn', () => {
  it('reads the groups in either order', () => {
    expect(met('his lips are blue')).toEqual(['blue_lips']);
    expect(met('blue around the mouth')).toEqual(['blue_lips']);
  });

  it('needs every group', () => {
    expect(met('his lips are dry')).toEqual([]);
  });

  it('keeps the words within the span', () => {
    expect(met('blue car parked outside and then later on his lips were sore')).toEqual([]);
  });

  it('is vetoed by a word anywhere in the span it is given', () => {
    expect(met('his lips are blue from the sweets')).toEqual([]);
  });

  it('matches word sequences and counts large enough to matter', () => {
    expect(met('she took too many pills')).toEqual(['overdose']);
    expect(met('swallowed 24 paracetamol')).toEqual(['overdose']);
    expect(met('took 2 paracetamol')).toEqual([]);
  });

  it('skips concepts whose finding the knowledge base does not have', () => {
    expect(compileConcepts([{ finding: 'absent', allOf: [['x']] }], findings).concepts).toEqual([]);
  });
});
