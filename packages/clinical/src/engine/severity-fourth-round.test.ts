import { describe, expect, it } from 'vitest';
import { engine } from '../index';

/**
 * The wording the fourth round of safety cases needed (eval/safety/fourth-round.ts), in other
 * words than the cases', each with a near miss that must stay calmer.
 */
const level = (text: string, age = 40, sex: 'male' | 'female' = 'female') =>
  engine.diagnose({ age, sex, evidence: [], text }).triage.level;

describe('emergencies, fourth round', () => {
  it('an overdose told as "took a load of / all my" tablets (NICE CG16)', () => {
    expect(level('I swallowed all my sleeping tablets an hour ago', 30)).toBe('emergency');
    expect(level('he has taken a handful of painkillers', 19, 'male')).toBe('emergency');
    expect(level('I take two paracetamol tablets for my headaches', 30)).not.toBe('emergency');
  });

  it('numbness around the back passage with back pain (cauda equina, NICE CKS Sciatica)', () => {
    expect(level('bad back and now numbness around my back passage', 50, 'male')).toBe('emergency');
  });

  it('new floaters or flashes of light, without a migraine (NICE CKS Retinal detachment)', () => {
    expect(level('a shower of new floaters in my left eye since lunchtime', 62, 'male')).toBe('emergency');
    expect(level('flashes of light in the corner of my eye since this morning', 55)).toBe('emergency');
    expect(level('flashing lights then a throbbing headache, like my usual migraines', 30)).not.toBe(
      'emergency',
    );
  });

  it('a painful red eye named by its side, with blurred vision (acute angle closure, NICE CKS Glaucoma)', () => {
    expect(level('my right eye is red and painful and everything is blurry', 70)).toBe('emergency');
  });

  it('"wanted everything to stop" is a thought of suicide (NICE NG225)', () => {
    expect(level('I just want everything to stop, I cannot go on', 28)).not.toBe('self_care');
  });
});
