import { describe, expect, it } from 'vitest';
import { engine } from '../index';

/**
 * The wording the fourteenth round of safety cases needed (eval/safety/fourteenth-round.ts), in
 * other words than the cases', each with a near miss that must stay calmer.
 */
const level = (text: string, age = 40, sex: 'male' | 'female' = 'female') =>
  engine.diagnose({ age, sex, evidence: [], text }).triage.level;

describe('emergencies and urgent problems, fourteenth round', () => {
  it('pain far worse than a wound looks (necrotising fasciitis, NICE CKS Cellulitis)', () => {
    expect(
      level(
        'grazed my leg on the fence, now the pain is way worse than it looks and I feel awful',
        60,
        'male',
      ),
    ).toBe('emergency');
    expect(level('grazed my knee on the fence, it stings a bit', 60, 'male')).not.toBe('emergency');
  });

  it('a hernia ("rupture") that will not go back (NHS: Inguinal hernia)', () => {
    expect(level("my husband's rupture won't go back in and he says it's gone hard", 80, 'male')).toBe(
      'emergency',
    );
    expect(level('a lump in my groin that goes back in when I lie down', 50, 'male')).not.toBe('emergency');
  });

  it('soaking a pad in an hour after a birth (RCOG GTG 52)', () => {
    expect(level('had my baby last week and now I am soaking a pad every hour', 30)).toBe('emergency');
    expect(level('heavy period, I soak a pad every two hours on the first day', 30)).not.toBe('emergency');
  });

  it("a toddler found with a grandparent's opened blister pack, well or not (NPIS)", () => {
    expect(
      level('found my son with the blister pack of his grandad’s tablets, two empty spaces', 2, 'male'),
    ).toBe('emergency');
  });

  it('a swollen eyelid that hurts to move or sees double (orbital cellulitis, RCOphth)', () => {
    expect(level('his eye is so swollen it is nearly shut and he says he can see two of me', 6, 'male')).toBe(
      'emergency',
    );
    expect(level('her eyes are puffy after crying all night', 6)).not.toBe('emergency');
  });

  it("a dog bite on the hand from the neighbour's dog (NICE NG184)", () => {
    expect(level("my neighbour's dog bit my hand yesterday and it is red and swollen", 44, 'male')).toBe(
      'urgent',
    );
  });

  it('a death planned to look like an accident (NICE NG225)', () => {
    expect(level('does life insurance pay out if it looks like an accident', 52, 'male')).toBe('emergency');
  });
});
