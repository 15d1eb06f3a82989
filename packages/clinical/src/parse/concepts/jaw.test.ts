import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('jaw pain on chewing as people say it', () => {
  it.each([
    'Complains of a new headache over the right temple for two weeks with pain in the jaw when chewing.',
    'Chewing makes my jaw ache after a few mouthfuls.',
    'My jaw gets tired and sore when I eat a sandwich.',
    'Her jaw aches while she is eating and eases when she stops.',
    'Jaw pain on chewing for a week.',
  ])('%s → jaw_pain_chewing', (text) => {
    expect(presentFindings(text)).toContain('jaw_pain_chewing');
  });

  it.each([
    'My wisdom tooth hurts when I chew on that side.',
    'Sore jaw since the dentist, it hurts to eat.',
    'My jaw clicks and aches when I chew gum.',
    'I had a sore throat and no appetite, not eating much.',
    'My jaw is swollen after I was punched.',
  ])('%s → not jaw_pain_chewing', (text) => {
    expect(presentFindings(text)).not.toContain('jaw_pain_chewing');
  });
});
