import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { interview } from './plain-interview';

/**
 * Severity signs that rules read but that only free text could set before: the interview now asks
 * them when the answers make the rule plausible, and a "yes" gives the rule's level. A met rule that
 * a risk group would raise asks whether the patient is in it.
 */
describe('severity signs the interview asks', () => {
  it.each([
    [
      'my asthma is bad tonight, really wheezy and tight',
      30,
      'female',
      'q_reliever_not_helping',
      'emergency',
    ],
    ['terrible sore throat, can barely open my mouth', 35, 'male', 'q_drooling_cannot_swallow', 'emergency'],
    ['sudden severe chest pain', 62, 'male', 'q_tearing_chest_pain', 'emergency'],
    ['my shin is red hot and swollen', 66, 'male', 'q_spreading_redness', 'urgent'],
    ['my nose has been bleeding on and off all afternoon', 74, 'male', 'q_anticoagulant_use', 'urgent'],
  ] as const)('%j asks %s', (text, age, sex, question, level) => {
    const said = interview(text, age, sex, [question]);
    expect(said.asked).toContain(question);
    expect(said.level).toBe(level);
  });

  it('asks about blood thinners after a head injury, and a yes raises it to an emergency (NICE NG232)', () => {
    const fall = interview('I fell and hit my head on the cupboard door', 80, 'female', [
      'q_anticoagulant_use',
    ]);
    // First after the concern and the safety screen.
    expect(fall.asked.slice(0, 3)).toEqual(['concern_text', 'ai_safety_screen', 'q_anticoagulant_use']);
    expect(fall.level).toBe('emergency');
  });

  it('does not ask about blood thinners when the patient already said they take them', () => {
    const fall = interview('hit my head on a shelf, I am on warfarin', 70, 'male');
    expect(fall.asked).not.toContain('q_anticoagulant_use');
    expect(fall.level).toBe('emergency');
  });

  it('every sign an emergency rule adds to its trigger can be asked, but three a patient rarely judges', () => {
    const c = engine.compiled;
    const askable = new Set<number>();
    for (const q of c.questions) if (q.kind !== 'text') for (const f of q.touches) askable.add(f);
    const unaskable = new Set<string>();
    for (const r of c.redFlags) {
      if (r.def.level !== 'emergency') continue;
      for (const f of [...r.allOf.slice(1), ...r.anyOf])
        if (!askable.has(f)) unaskable.add(c.findings[f]!.id);
    }
    // Asking these moved other cases' questions and lost an emergency (docs/clinical-evaluation.md).
    expect([...unaskable].sort()).toEqual(['red_painful_eye', 'unable_to_walk', 'unresponsive']);
  });
});
