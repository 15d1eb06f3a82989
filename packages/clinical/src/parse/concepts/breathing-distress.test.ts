import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('a child working hard to breathe, as parents tell it', () => {
  it.each([
    ["there's a grunting noise with every breath", 'breathing_distress_signs'],
    ['Her tummy and ribs suck in with each breath.', 'breathing_distress_signs'],
    ['the skin pulls in between his ribs when he breathes', 'breathing_distress_signs'],
    [
      "twice she's sort of stopped breathing for a few seconds then started again",
      'breathing_distress_signs',
    ],
    ['The pauses in her breathing lasted about 10 seconds each.', 'breathing_distress_signs'],
  ])('%s → %s', (text, finding) => {
    expect(presentFindings(text)).toContain(finding);
  });

  it.each([
    ['my husband snores and stops breathing for a few seconds at night', 'breathing_distress_signs'],
    ['I held my breath and my tummy sucked in', 'breathing_distress_signs'],
  ])('%s → not %s', (text, finding) => {
    expect(presentFindings(text)).not.toContain(finding);
  });
});
