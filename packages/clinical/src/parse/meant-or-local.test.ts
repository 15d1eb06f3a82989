import { describe, expect, it } from 'vitest';
import { readFindings } from './test-reading';

/**
 * Words of a warning sign used for something that is not one: weight lost on purpose is not the
 * unexplained weight loss of a cancer referral, and tired eyes or tired legs are not a tired person.
 * A guard sees one word either side, so "my eyes feel tired" is still read as tiredness.
 */
const read = readFindings;

describe('weight lost on purpose is not weight loss', () => {
  it.each([
    'I lost two stone on my diet and now my skin is saggy',
    "I've been dieting and lost weight since January",
    'down 8 kg since I started the gym, feeling great',
    "I'm on Mounjaro and I've lost 3 stone",
    'lost a lot of weight on a slimming plan',
    'I lost weight deliberately for my wedding',
    'counting calories and losing weight, but my hair is falling out',
  ])('%j', (text) => {
    expect(read(text).weight_loss).toBeUndefined();
  });

  it.each([
    "I've lost weight without trying",
    "I've lost a stone and I'm not dieting",
    "lost weight even though I haven't been on a diet",
    'he has lost 8 kg in two months without dieting',
    'my mum has lost weight, she eats the same as always',
    "I've lost weight and I get gastric pain after meals",
  ])('%j is still weight loss', (text) => {
    expect(read(text).weight_loss).toBe(true);
  });
});

describe('tired eyes, legs or arms are not tiredness', () => {
  it.each([
    'tired eyes and gritty after screens all day',
    'tired eyes in the evening',
    'tired legs after standing at work',
    'my arms tired when I hold them up',
  ])('%j', (text) => {
    expect(read(text).fatigue).toBeUndefined();
  });

  it.each([
    "I'm tired all the time and my eyes are sore",
    'I feel tired and my eyes are tired too',
    'so tired, and my legs ache',
    'exhausted every day for a month',
  ])('%j is still tiredness', (text) => {
    expect(read(text).fatigue).toBe(true);
  });
});
