import { describe, expect, it } from 'vitest';
import { engine } from '../index';

/**
 * A self-limiting leader's share of the explanations is read on all the answers and on what the
 * patient has alone: the interview's "no" answers lower the conditions it asks about, never
 * "other", so without the second reading a plain sore throat and cough whose patient said no to a
 * runny nose and a fever ended at "we cannot tell".
 */
const no = (...ids: string[]) => ids.map((id) => ({ id, present: false }));

describe('self-care by share, on what the patient has', () => {
  it('a sore throat and cough since yesterday, denied a runny nose and a fever, is self-care', () => {
    const d = engine.diagnose({
      age: 58,
      sex: 'male',
      text: 'a sore throat since yesterday and a bit of a cough',
      evidence: no(
        'fever',
        'feeling_very_unwell',
        'muffled_voice',
        'runny_nose',
        'trismus',
        'difficulty_swallowing',
        'abdominal_pain',
        'breathless_at_rest',
      ),
    });
    expect(d.triage.level).toBe('self_care');
  });

  it('still not when "other" outweighs what the denials leave, or a sign is met', () => {
    const unexplained = engine.diagnose({
      age: 58,
      sex: 'male',
      text: 'a sore throat since yesterday and a bit of a cough',
      evidence: [{ id: 'weight_loss', present: true }, ...no('fever', 'runny_nose')],
    });
    expect(unexplained.triage.level).not.toBe('self_care');
    const sign = engine.diagnose({
      age: 58,
      sex: 'male',
      text: 'a sore throat since yesterday and a bit of a cough',
      evidence: [{ id: 'drooling_cannot_swallow', present: true }, ...no('fever', 'runny_nose')],
    });
    expect(sign.triage.level).toBe('emergency');
  });
});
