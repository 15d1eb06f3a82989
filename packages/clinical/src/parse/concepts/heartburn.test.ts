import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('heartburn told without the word', () => {
  it.each([
    'burning pain behind my breast bone since the vindaloo and 4 pints last night',
    'a burning feeling rising up my throat after I eat',
    'it burns behind my breastbone when I lie down',
  ])('%s → heartburn', (text) => {
    expect(presentFindings(text)).toContain('heartburn');
  });

  it.each(['I burnt my chest on the kettle, the skin is red', 'a burning rash across my chest'])(
    '%s → not heartburn',
    (text) => {
      expect(presentFindings(text)).not.toContain('heartburn');
    },
  );
});
