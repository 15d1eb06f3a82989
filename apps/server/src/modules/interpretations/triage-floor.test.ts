import { describe, expect, it } from 'vitest';
import type { Triage } from '@labwise/domain';
import { triageFloor } from './service';

const at = (level: Triage['level']): Triage => ({ level, reasons: [`${level} reason`], advice: `${level} advice` });

describe('the triage floor kept whatever the engine says', () => {
  it('never goes below the assessment’s own triage', () => {
    expect(triageFloor(at('self_care'), at('routine'), [])).toEqual(at('routine'));
    expect(triageFloor(at('urgent'), at('routine'), [])).toEqual(at('urgent'));
    expect(triageFloor(at('routine'), at('emergency'), ['Glucose'])).toEqual(at('emergency'));
  });

  it('is at least urgent with a critical value, naming it', () => {
    const raised = triageFloor(at('self_care'), at('self_care'), ['Glucose (fasting)']);
    expect(raised.level).toBe('urgent');
    expect(raised.reasons).toContain('Glucose (fasting) is at a critical level');
    expect(triageFloor(at('urgent'), at('routine'), ['Glucose'])).toEqual(at('urgent'));
  });
});
