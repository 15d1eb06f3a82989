import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { CLINICAL_TERMS } from './clinical-terms';
import { presentFindings } from './test-reading';

describe('clinical terms', () => {
  const known = new Set(engine.kb.findings.map((f) => f.id));

  it('name only findings the knowledge base has', () => {
    expect(Object.keys(CLINICAL_TERMS).filter((id) => !known.has(id))).toEqual([]);
  });

  it('each read as its own finding, not shadowed by another reading of the same words', () => {
    const misread = Object.entries(CLINICAL_TERMS).flatMap(([id, terms]) =>
      terms.filter((t) => !presentFindings(t).includes(id)).map((t) => `${t} → ${id}`),
    );
    expect(misread).toEqual([]);
  });

  it.each([
    ['A 3-day history of otalgia and otorrhoea after swimming', ['ear_pain', 'ear_discharge']],
    ['Fever, coryza and conjunctival injection for two days', ['fever', 'runny_nose', 'red_eye']],
    ['Recurrent epistaxis and easy bruising', ['recurrent_nosebleeds', 'easy_bruising']],
    ['He reports anosmia and arthralgia', ['loss_of_smell', 'joint_pain']],
    ['Paroxysmal nocturnal dyspnea and ankle edema', ['orthopnoea', 'ankle_swelling']],
    ['Scleral icterus and pruritus', ['jaundice', 'itchy_skin']],
  ])('read in a case note: %s', (text, ids) => {
    expect(presentFindings(text)).toEqual(expect.arrayContaining(ids));
  });

  it('paroxysmal nocturnal dyspnoea is breathlessness lying down, not passing urine at night', () => {
    expect(presentFindings('paroxysmal nocturnal dyspnoea')).not.toContain('nocturia');
  });
});
