import { describe, expect, it } from 'vitest';
import { readFindings } from './test-reading';

/**
 * Dangers told in other words than the textbook's: suicide's final acts, self-harm told by a
 * teacher, sepsis without a fever, appendicitis as a parent tells it, angle-closure halos, a
 * sudden deafness blamed on wax. In other words than the safety cases' own, each with a near miss.
 */
const read = readFindings;

describe('thoughts of suicide and a plan (NICE NG225)', () => {
  it.each([
    ["honestly there's nothing to live for", 'suicidal_thoughts'],
    ['I just cannot go on like this', 'suicidal_thoughts'],
    ["I've given away my things and my cat to my sister", 'suicide_plan'],
    ['been stockpiling my tablets for weeks', 'suicide_plan'],
    ["I've made up my mind to do it tonight", 'suicide_plan'],
    ['written some letters for the kids and given the dog to my brother', 'suicide_plan'],
    ['does life insurance still pay out if it looks like an accident', 'suicide_plan'],
    ['would my policy pay out if it was suicide', 'suicide_plan'],
  ])('%j', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });
  it.each([
    ['no point anymore in this diet', 'suicidal_thoughts'],
    ['I wrote a cover letter for the job', 'suicide_plan'],
    ["I'm going to do it tomorrow, the fasting blood test", 'suicide_plan'],
    ['wrote some letters for the council about the damp', 'suicide_plan'],
    ['my car insurance went up after the accident', 'suicide_plan'],
  ])('%j is not %s', (text, finding) => {
    expect(read(text)[finding]).toBeUndefined();
  });
});

describe("a young person's self-harm told by someone else", () => {
  it('reads new cuts on a forearm and "been cutting"', () => {
    expect(read('my son has new cuts on his arm he keeps hiding under his sleeves').self_harm).toBe(true);
    expect(read('she admits she has started cutting again').self_harm).toBe(true);
  });
  it('not a haircut or cutting down', () => {
    expect(read('she has been cutting her own hair').self_harm).toBeUndefined();
    expect(read("I've been cutting down on sugar").self_harm).toBeUndefined();
  });
});

describe('sepsis and dehydration told plainly (NICE NG51)', () => {
  it.each([
    ['his breathing is really quick and shallow', 'fast_breathing'],
    ['this is the worst flu of my life', 'feeling_very_unwell'],
    ['I have never felt so ill', 'feeling_very_unwell'],
    ["she can't keep much down at all", 'unable_to_keep_fluids'],
    ['he can only keep down tiny sips', 'unable_to_keep_fluids'],
  ])('%j', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });
});

describe('appendicitis as a parent tells it', () => {
  it('pain that moved from the belly button to the right, and hurts over bumps', () => {
    expect(read('it began around her tummy button and has now shifted to the lower right')).toMatchObject({
      right_lower_abdominal_pain: true,
    });
    expect(read('every speed bump on the way made her cry with pain').pain_worse_moving).toBe(true);
    expect(read("he won't jump or run about").pain_worse_moving).toBe(true);
  });
});

describe('eyes, ears, chest and skin in other words', () => {
  it.each([
    ['there are rainbow halos round the street lights', 'halos_around_lights'],
    [
      'woke up today, my left ear feels full, like under water, and I can hardly hear anything',
      'sudden_hearing_loss',
    ],
    ['a heavy squeezing feeling across my back and the top of my chest', 'chest_pressure'],
    ['blisters on my fore head and eyelid', 'forehead_shingles'],
  ])('%j', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });
  it('a weight-loss injection is a treatment, not weight lost', () => {
    expect(read('I started a weight loss injection last month').weight_loss).toBeUndefined();
    expect(read("I've lost weight without trying").weight_loss).toBe(true);
  });
});

describe('how long, in months and years', () => {
  it.each([
    ['a 6 month history of pain in his lower back', 'duration_over_3_months'],
    ['back pain for 2 years now', 'duration_over_3_months'],
    ['a 1-month history of cough', 'duration_over_1_week'],
  ])('%j', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });
  it.each([
    ["I'm 6 months pregnant and my back aches", 'duration_over_3_months'],
    ['had my gallbladder out 2 years ago, now tummy pain', 'duration_over_3_months'],
    ['my 6 months old has a cough', 'duration_over_3_months'],
  ])('%j is not %s', (text, finding) => {
    expect(read(text)[finding]).toBeUndefined();
  });
});
