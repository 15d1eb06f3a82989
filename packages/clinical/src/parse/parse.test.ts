import { describe, expect, it } from 'vitest';
import type { FindingDef } from '../kb/types';
import { compileLexicon, parseText } from './parse';
import { readText } from '../index';

const f = (id: string, synonyms: string[]): FindingDef => ({
  id,
  name: id,
  kind: 'symptom',
  synonyms,
  leak: 0.1,
  source: 't',
});
const lexicon = compileLexicon([
  f('pain', ['pain', 'aching']),
  f('chest_pain', ['chest pain', 'pain in my chest']),
  f('fever', ['fever', 'high temperature']),
  f('cough', ['cough', 'coughing']),
  f('chills', ['chills']),
  f('headache', ['headache']),
  f('fatigue', ['tired', 'no energy', 'exhausted']),
  f('shortness_of_breath', ['short of breath', 'shortness of breath']),
  f('weight_loss', ['weight loss', 'lost weight', 'lost kilos', 'lost stone']),
  f('insomnia', ["can't sleep", 'cannot sleep']),
  f('long_standing', ['for months', 'for years']),
]);
const parse = (text: string) => Object.fromEntries(parseText(lexicon, text).map((p) => [p.id, p.present]));

describe('parse', () => {
  it('finds findings by synonym and returns id, name and presence', () => {
    expect(parseText(lexicon, 'I have a fever and a cough')).toEqual([
      { id: 'fever', name: 'fever', present: true },
      { id: 'cough', name: 'cough', present: true },
    ]);
  });

  it('prefers the longest phrase', () => {
    expect(parse('I have chest pain')).toEqual({ chest_pain: true });
    expect(parse('there is a pain in my chest')).toEqual({ chest_pain: true });
    expect(parse('my back is aching')).toEqual({ pain: true });
  });

  it.each([
    ['no fever', { fever: false }],
    ["I haven't had any chest pain", { chest_pain: false }],
    ['I havent had any chest pain', { chest_pain: false }],
    ['I haven’t had any chest pain', { chest_pain: false }],
    ['denies fever', { fever: false }],
    ['a cough without fever', { cough: true, fever: false }],
    ['I have never had chest pain', { chest_pain: false }],
    ['I do not have a high temperature', { fever: false }],
    ["I don't get headaches", { headache: false }],
    ['free of chest pain since Monday', { chest_pain: false }],
  ])('reads negation in %j', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it('negates a list up to the clause boundary', () => {
    expect(parse('no fever, cough or chills')).toEqual({ fever: false, cough: false, chills: false });
    expect(parse("I haven't had any chest pain or shortness of breath")).toEqual({
      chest_pain: false,
      shortness_of_breath: false,
    });
  });

  it('ends the negation at a clause boundary', () => {
    expect(parse('no fever but I have a cough')).toEqual({ fever: false, cough: true });
    expect(parse('No fever. Cough for a week.')).toEqual({ fever: false, cough: true });
    expect(parse('no fever, and I have a headache')).toEqual({ fever: false, headache: true });
    expect(parse('a high temperature, no cough, and a headache')).toEqual({
      fever: true,
      cough: false,
      headache: true,
    });
    expect(parse('no fever and I have a headache')).toEqual({ fever: false, headache: true });
    expect(parse('no fever; headache')).toEqual({ fever: false, headache: true });
    expect(parse('not coughing, although I have chest pain')).toEqual({ cough: false, chest_pain: true });
  });

  it('keeps phrases that contain a negation word as present findings', () => {
    expect(parse('I have no energy')).toEqual({ fatigue: true });
    expect(parse("I can't sleep at night")).toEqual({ insomnia: true });
  });

  it('leaves out what the patient is unsure about', () => {
    expect(parse('not sure if I had a fever, but I have a cough')).toEqual({ cough: true });
    expect(parse('maybe a fever')).toEqual({});
  });

  it('steps over amounts inside a phrase', () => {
    expect(parse('I have lost about eight kilos without trying')).toEqual({ weight_loss: true });
    expect(parse('lost 6 kilos')).toEqual({ weight_loss: true });
    expect(parse('I lost a stone this year')).toEqual({ weight_loss: true });
    expect(parse('I lost my keys and weight is the same')).toEqual({});
    expect(parse('I have not lost any weight')).toEqual({ weight_loss: false });
    // An amount of time is never stepped over.
    expect(parse('tired for months')).toEqual({ fatigue: true, long_standing: true });
    expect(parse('tired for two months')).toEqual({ fatigue: true });
    expect(parse('tired for a couple of years')).toEqual({ fatigue: true });
  });

  it('folds plurals and case', () => {
    expect(parse('HEADACHES every day')).toEqual({ headache: true });
  });

  it('reads a finding mentioned both ways as present', () => {
    expect(parse('no chest pain yesterday. Today chest pain.')).toEqual({ chest_pain: true });
  });

  it('returns nothing for text without findings', () => {
    expect(parseText(lexicon, '')).toEqual([]);
    expect(parseText(lexicon, 'I would like a check-up')).toEqual([]);
  });
});

describe('words that are names of JavaScript object properties', () => {
  it('reads them as plain words, never as the properties of a lookup table', () => {
    for (const word of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'prototype']) {
      expect(() => readText(`I work as a ${word} and have a headache`)).not.toThrow();
      expect(readText(word).findings).toEqual([]);
    }
    expect(readText('my constructor job gives me a headache').findings.map((f) => f.id)).toContain('headache');
  });
});

describe('which side', () => {
  const ids = (text: string) => readText(text).findings.filter((p) => p.present).map((p) => p.id);

  it('reads a phrase with the side named inside it ("a painful red left eye")', () => {
    expect(ids('I have a red and painful left eye')).toContain('red_painful_eye');
    expect(ids('I have a swollen right calf')).toContain('leg_swelling_one_sided');
  });

  it('keeps the side where the phrase itself names it', () => {
    expect(ids('pain in the lower right side of my tummy')).toContain('right_lower_abdominal_pain');
  });
});
