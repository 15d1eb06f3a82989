import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('itching after a bath or shower (aquagenic itch)', () => {
  it.each([
    'My skin itches terribly after a hot bath.',
    "Every time I get out of the shower I'm itchy all over.",
    'I get itchy after showering.',
    'The itching starts after a bath and lasts about an hour.',
    "Unbearable itching whenever I've had a warm bath or a shower.",
  ])('%s → itch_after_bath', (text) => {
    expect(presentFindings(text)).toContain('itch_after_bath');
  });

  it.each([
    'My skin is itchy and dry.',
    'My new bubble bath made my skin itchy and red.',
    'I have an itchy rash; a cool shower helps.',
    'The skin between my toes peels and itches like mad after the gym showers.',
  ])('%s → not itch_after_bath', (text) => {
    expect(presentFindings(text)).not.toContain('itch_after_bath');
  });
});
