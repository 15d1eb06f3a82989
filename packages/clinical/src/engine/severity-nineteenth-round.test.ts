import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { interview } from './plain-interview';

/**
 * What the nineteenth round of safety cases (eval/safety/nineteenth-round.ts: problems after a
 * medicine, a treatment or an operation) needed, in other words than the cases': the signs read
 * from the text, and the questions the interview asks to find them.
 */
const level = (text: string, age = 40, sex: 'male' | 'female' = 'female') =>
  engine.diagnose({ age, sex, evidence: [], text }).triage.level;

describe('dangers after a medicine or an operation', () => {
  it('a fever or sore throat on a medicine that can stop the marrow is an emergency (MHRA, NICE CG151)', () => {
    expect(level('sore throat and a temperature of 38.5, I take carbimazole')).toBe('emergency');
    expect(level('on clozapine and I have a fever and feel shivery', 35, 'male')).toBe('emergency');
    expect(level('sore throat and a temperature of 38.5')).not.toBe('emergency');
  });

  it('asks about a weakened immune system once a fever is in, and a yes makes it an emergency', () => {
    const fever = interview('high temperature and a sore throat since yesterday', 52, 'female', [
      'q_fever',
      'q_immunosuppressed',
    ]);
    expect(fever.asked).toContain('q_immunosuppressed');
    expect(fever.level).toBe('emergency');
  });

  it('any blood from the mouth in the fortnight after a tonsillectomy is an emergency (ENT UK)', () => {
    expect(level('she had her tonsillectomy 7 days ago and is spitting out blood', 9)).toBe('emergency');
    const asked = interview('my son had his tonsils out last week and his throat still hurts', 7, 'male', [
      'q_bleeding_from_mouth',
    ]);
    expect(asked.asked).toContain('q_bleeding_from_mouth');
    expect(asked.level).toBe('emergency');
  });

  it('a swollen tongue is an emergency whatever it is blamed on', () => {
    expect(level('half my tongue has swollen up overnight, I am on ramipril', 61, 'male')).toBe('emergency');
  });

  it('a rash with sores in the mouth and sore red eyes is an emergency (SJS)', () => {
    expect(level('new rash all over my body, ulcers in my mouth and both eyes are red and sore')).toBe(
      'emergency',
    );
    expect(level('rash on my arms, my lips are cracked and peeling and my eyes are bloodshot', 30)).toBe(
      'emergency',
    );
    expect(level('rash on my arms and my eyes are bloodshot', 30)).not.toBe('emergency');
  });

  it('tendon pain at the back of the heel on a quinolone antibiotic is urgent (MHRA)', () => {
    expect(level('pain and swelling in my achilles tendon, I am on levofloxacin', 70)).toBe('urgent');
    const asked = interview('the back of my heel hurts when I walk, above the bone', 68, 'male', [
      'q_fluoroquinolone_use',
    ]);
    expect(asked.asked).toContain('q_fluoroquinolone_use');
    expect(asked.level).toBe('urgent');
  });

  it('a tummy that is sore, swollen and hard as a drum after a colonoscopy is an emergency', () => {
    expect(
      level('after my colonoscopy my belly is getting more and more painful and hard as a drum', 63),
    ).toBe('emergency');
  });

  it('black stools on iron tablets are an emergency only with the signs of a bleed (BNF, NICE CG141)', () => {
    expect(level('I started ferrous sulphate and now my poo is black')).not.toBe('emergency');
    expect(level('on iron tablets, my poo is black and I nearly fainted getting up')).toBe('emergency');
    expect(level('my poo is black and sticky')).toBe('emergency');
  });
});
