import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('bleeding that soaks a pad in an hour or less', () => {
  it.each([
    "I'm soaking through a maternity pad in under an hour and passing clots",
    "I've soaked three pads in two hours.",
    'Since the miscarriage I am filling a pad every half an hour.',
    'she is soaking through her pads within the hour since the birth',
  ])('%s → heavy_bleeding', (text) => {
    expect(presentFindings(text)).toContain('heavy_bleeding');
  });

  it.each([
    'On the first day of my period I soak a pad every two hours.',
    'I use a pad for spotting that lasts all day.',
    'The bleeding has settled, just a bit on the pad now.',
    'I leak urine and I am soaking a pad every few hours.',
    'The discharge is so heavy I soak a panty liner in a couple of hours.',
    'I soak a pad every 4 hours since the birth, it is slowing down.',
  ])('%s → not heavy_bleeding', (text) => {
    expect(presentFindings(text)).not.toContain('heavy_bleeding');
  });
});
