import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { readFindings } from '../parse/test-reading';

/** The three signs of meningism together are an emergency with or without a fever (NICE NG240, CG150). */
const level = (text: string, age = 30, sex: 'male' | 'female' = 'female') =>
  engine.diagnose({ age, sex, evidence: [], text }).triage.level;

describe('meningism without a fever', () => {
  it.each([
    'severe headache, stiff neck and the light hurts my eyes',
    'my head is pounding, I cannot bend my neck and bright light is unbearable',
  ])('%j', (text) => {
    expect(level(text)).toBe('emergency');
  });

  it('a migraine that makes light hurt, without a stiff neck, is not an emergency', () => {
    expect(level('one of my usual migraines, throbbing on one side and the light hurts my eyes')).not.toBe(
      'emergency',
    );
  });

  it('a stiff neck and a headache from sleeping awkwardly is not an emergency', () => {
    expect(level('slept funny, stiff neck and a bit of a headache')).not.toBe('emergency');
  });
});

describe('the signs told without their usual words', () => {
  it.each([
    ["can't touch my chin to my chest", 'stiff_neck'],
    ['it hurts to put my chin on my chest', 'stiff_neck'],
    ['bright light is unbearable', 'photophobia'],
    ['the sunlight really hurts my eyes', 'photophobia'],
  ] as const)('%j', (text, finding) => {
    expect(readFindings(text)[finding]).toBe(true);
  });

  it.each([
    'feel light headed and my legs hurt',
    'doing light exercise hurts my back',
    'I can touch my chin to my chest',
  ])('%j', (text) => {
    const read = readFindings(text);
    expect(read.photophobia).toBeUndefined();
    expect(read.stiff_neck ?? false).toBe(false);
  });
});
