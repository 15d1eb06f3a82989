import { describe, expect, it } from 'vitest';
import { readFindings } from './test-reading';

/**
 * Text-speak, times anchored to an injury, and signs said without their textbook words: an
 * asthma attack, a limb losing its blood supply, a knock to a toddler's head, new drowsiness.
 * A finding left out of an expectation object must not be read at all.
 */
const read = readFindings;

describe('text-speak', () => {
  it.each([
    [
      'my asthma is rly bad n my blue inhaler is doing nothing',
      { asthma_attack: true, reliever_not_helping: true },
    ],
    ['sore throat 4 2 days, ur advice pls', { sore_throat: true, duration_under_1_week: true }],
    ['headache for 3 wks', { headache: true, duration_over_1_week: true }],
    ['exhausted for two months', { fatigue: true, duration_over_1_week: true }],
    ['my baby is 2 months old and has a cough', { cough: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('a time needs something it measures: a symptom or an event', () => {
  it.each([
    ['twisted my knee playing football yesterday', { duration_under_1_week: true }],
    ['went over on my ankle last night, swollen', { ankle_injury: true, duration_under_1_week: true }],
    ['woke with a cricked neck this morning', { neck_crick: true, duration_under_1_week: true }],
    ['It started yesterday.', {}],
    ['a cough that started a few hours ago', { cough: true, duration_under_1_week: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toMatchObject(expected);
    if (Object.keys(expected).length === 0) expect(read(text)).toEqual({});
  });
});

describe('asthma in patients words (BTS/SIGN: reliever not helping, too breathless to talk)', () => {
  it.each([
    ["she's had 8 puffs of her ventolin and it's not touching it", { reliever_not_helping: true }],
    ["he can't finish a whole sentence without stopping", { breathless_at_rest: true }],
    ['my asthma has been playing up since the weekend', { asthma_attack: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toMatchObject(expected);
  });
  it.each([
    ['my asthma was bad as a kid but I grew out of it'],
    ["I can't remember a whole sentence of what the doctor said"],
    ['my inhaler works well'],
  ])('%j is not an attack', (text) => {
    const r = read(text);
    expect(r.asthma_attack ?? false).toBe(false);
    expect(r.reliever_not_helping ?? false).toBe(false);
    expect(r.breathless_at_rest ?? false).toBe(false);
  });
});

describe('a limb gone cold and pale (acute limb ischaemia) and its look-alikes', () => {
  it.each([
    ['her right foot went icy and white an hour ago'],
    ['my calf is cold and grey and hurts a lot'],
    ['his arm has turned blue'],
  ])('%j', (text) => {
    expect(read(text).cold_white_limb).toBe(true);
  });
  it.each([
    ['my feet go icy and pale every winter'],
    ['blue veins on my legs and cold hands'],
    ['my fingers go white in the cold'],
  ])('%j is not', (text) => {
    expect(read(text).cold_white_limb).toBeUndefined();
  });
});

describe('a knock to the head told by its bump or its fall (NICE NG232)', () => {
  it.each([
    ['she has a big egg on her forehead after hitting the table'],
    ['he tumbled down the stairs this afternoon'],
    ['my little girl fell off the trampoline onto the grass'],
  ])('%j', (text) => {
    expect(read(text).head_injury).toBe(true);
  });
  it.each([
    ['fell down the stairs and hurt my ankle'],
    ['there is a small lump on my head that has been there for years'],
  ])('%j is not', (text) => {
    expect(read(text).head_injury).toBeUndefined();
  });
});

describe('new drowsiness said as "hard to keep awake"', () => {
  it('reads it as unusual drowsiness', () => {
    expect(read('since the fall it is difficult to keep her awake')).toMatchObject({ confusion: true });
  });
  it('not a sleepy working day', () => {
    expect(read('I struggle to stay awake in meetings').confusion).toBeUndefined();
  });
});

describe('a rash said plainly', () => {
  it.each([
    ['my son has come up with a rash on his back', { rash: true }],
    ['no rash', { rash: false }],
  ])('%j', (text, expected) => {
    expect(read(text)).toMatchObject(expected);
  });
});
