import { describe, expect, it } from 'vitest';
import { TRIAGE_RANK, type TriageLevel } from '@labwise/domain';
import { engine } from '../index';

/**
 * A third round of presentations that need a clinician soon whatever the disease, written the way
 * people describe them (before the rules that handle them), each with a near miss that must stay
 * calmer. Sources: NICE CKS and NICE guidelines named per case.
 */
const level = (text: string, age = 40, sex: 'male' | 'female' = 'female') =>
  engine.diagnose({ age, sex, evidence: [], text }).triage.level;
const atLeast = (got: TriageLevel, min: TriageLevel) => TRIAGE_RANK[got] <= TRIAGE_RANK[min];

describe('urgent by guideline, third round', () => {
  it('diarrhoea that has turned bloody (NICE CKS Gastroenteritis)', () => {
    expect(
      level(
        'stomach cramps and watery diarrhoea for a few days, today the diarrhea turned bloody',
        20,
        'male',
      ),
    ).toBe('urgent');
    expect(level('the runs for three days and now there is blood in the diarrhoea', 35)).toBe('urgent');
  });

  it('vomiting that will not stop in pregnancy (NICE CKS Nausea/vomiting in pregnancy)', () => {
    expect(level('I am 11 weeks pregnant and have been vomiting non stop for two days', 28)).toBe('urgent');
    expect(level('pregnant and cannot keep anything down, being sick all day', 31)).toBe('urgent');
    expect(level('I was sick once after a big meal last night, fine now', 30)).not.toBe('urgent');
  });

  it('a red, painful leg that came on quickly (NICE NG141 Cellulitis)', () => {
    expect(atLeast(level('sudden pain and redness of my lower leg', 45, 'male'), 'urgent')).toBe(true);
    expect(atLeast(level('my shin is red, hot and swollen and the redness is spreading', 60), 'urgent')).toBe(
      true,
    );
    expect(level('small itchy red patch on my arm', 30)).not.toBe('urgent');
  });

  it('a headache that keeps getting worse with vomiting or blurred vision (NICE CG150 red flags)', () => {
    expect(
      atLeast(
        level('headaches for months that are getting worse, now I am being sick and my vision is blurry', 28),
        'urgent',
      ),
    ).toBe(true);
    expect(
      atLeast(
        level('headache and nausea worse in the morning, getting worse over two weeks', 65, 'male'),
        'urgent',
      ),
    ).toBe(true);
    expect(level('tension headache after a long day at work', 30)).not.toBe('urgent');
  });

  it('one side of the body weak, however it is put (NICE NG128 Stroke)', () => {
    expect(atLeast(level('my left side feels weak and I keep falling', 65, 'male'), 'urgent')).toBe(true);
    expect(atLeast(level('his right arm and leg have gone weak', 70, 'male'), 'urgent')).toBe(true);
  });

  it('a fever that has lasted more than a week (clinical judgement; NICE NG143 for children)', () => {
    expect(level('fever, chills and sweats for two weeks, tired and off my food', 25, 'male')).toBe('urgent');
    expect(level('temperature on and off for 10 days', 40)).toBe('urgent');
    expect(level('had a temperature since yesterday, otherwise fine', 40)).not.toBe('urgent');
    // A date, not a duration: the fever itself is new.
    expect(level('had my flu jab 2 weeks ago, since yesterday a slight temperature', 40)).not.toBe('urgent');
  });

  it('pain in one lower part of the tummy with vomiting (NICE CKS Diverticular disease; appendicitis)', () => {
    expect(
      atLeast(
        level(
          'pain in the lower left side of my tummy getting worse since yesterday, and I have been vomiting',
          57,
        ),
        'urgent',
      ),
    ).toBe(true);
    expect(
      atLeast(level('sharp pain low on the right of my belly and I keep throwing up', 19, 'male'), 'urgent'),
    ).toBe(true);
    expect(level('tummy cramps all over and vomiting after a dodgy kebab', 25, 'male')).not.toBe('urgent');
  });

  it('a red, painful eye (NICE CKS Red eye: same-day assessment)', () => {
    expect(atLeast(level('my right eye is red and painful', 60), 'urgent')).toBe(true);
    expect(level('itchy red eyes with my hay fever', 25)).not.toBe('urgent');
  });
});

describe('a clinician, not self-care, third round', () => {
  it('genital symptoms after a new sexual partner (BASHH: test for infections)', () => {
    expect(
      atLeast(
        level('burning, itching and a smelly discharge down below since I got a new partner', 22),
        'routine',
      ),
    ).toBe(true);
    expect(atLeast(level('new boyfriend and now I have an unusual discharge', 19), 'routine')).toBe(true);
  });
});

describe('wording of change and of sexual health, third round', () => {
  it('a headache that "has worsened" with vomiting is a worsening headache (NICE CKS Headache)', () => {
    expect(
      atLeast(
        level('headaches for nine months that have worsened recently, with blurred vision and vomiting', 28),
        'urgent',
      ),
    ).toBe(true);
    expect(atLeast(level('my headaches have got worse and now I am being sick', 40), 'urgent')).toBe(true);
  });

  it('an unusual vaginal discharge with a new partner sees a clinician (BASHH: test for infections)', () => {
    expect(
      atLeast(
        level('vaginal burning, itching and a malodorous discharge; sexually active with a new partner', 16),
        'routine',
      ),
    ).toBe(true);
    expect(atLeast(level('smelly discharge down below since I slept with someone new', 24), 'routine')).toBe(
      true,
    );
  });
});
