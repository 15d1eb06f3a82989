import { describe, expect, it } from 'vitest';
import { readFindings } from '../test-reading';

/**
 * Emergencies a patient or parent mentions in passing, as if minor: food stuck with spit that will
 * not go down, a chip of metal off a hammer in the eye, a cast that hurts more and more, a laundry
 * pod bitten. Each with a near miss that must not read so.
 */
const read = readFindings;

describe('unable to swallow saliva or water (food bolus, epiglottitis)', () => {
  it.each([
    'a piece of steak went down awkward and I keep bringing up spit into a napkin',
    "I'm spitting out my own saliva because it won't go down",
    "can't swallow even a sip of water, it comes straight back up",
    'she cannot swallow her drink or her spit',
  ])('%j', (text) => {
    expect(read(text).drooling_cannot_swallow).toBe(true);
  });

  it.each(['I spat out the medicine, it tasted horrible', 'it hurts to swallow water'])('%j', (text) => {
    expect(read(text).drooling_cannot_swallow).toBeUndefined();
  });
});

describe('something in the eye at speed', () => {
  it.each([
    'knocking a rusty bolt out with a hammer and chisel and something flicked up into my right eye',
    'using the angle grinder without goggles and a bit of metal went in my eye',
    'a stone from the strimmer hit me in the eye',
    "drilling into the wall and something shot into my eye, it's watering",
  ])('%j', (text) => {
    expect(read(text).high_speed_eye_injury).toBe(true);
  });

  it.each([
    'an eyelash in my eye all morning',
    'hammered my thumb and my eyes are watering from the pain',
    'hit my thumb with a hammer and my eyes are streaming',
    'a bit of a headache after hammering all day, my eyes are tired',
  ])('%j', (text) => {
    expect(read(text).high_speed_eye_injury).toBeUndefined();
  });

  it('something that flicked into the eye is something in the eye', () => {
    expect(read('something flicked up into my eye').eye_foreign_body).toBe(true);
    expect(read('a bit of sand blew into my eye at the beach').eye_foreign_body).toBe(true);
  });
});

describe('a plaster cast that hurts more, is too tight or leaves fingers numb', () => {
  it.each([
    'the cast probably just needs loosening?',
    'his cast feels too tight and his fingers are puffy',
    'she has a cast on her wrist and her fingers have gone numb and pale',
    'the pain in his arm under the cast is getting worse, not better',
    "in a plaster cast since Monday and painkillers aren't helping at all",
  ])('%j', (text) => {
    expect(read(text).cast_problem).toBe(true);
  });

  it.each([
    'I put a plaster on the cut and it is a bit swollen',
    'he had his cast off last week and the arm is fine',
    'the cast is itchy',
  ])('%j', (text) => {
    expect(read(text).cast_problem).toBeUndefined();
  });
});

describe('a laundry or dishwasher pod in a child’s mouth', () => {
  it.each([
    'my 2 year old bit into one of those washing liquid pods',
    'he got hold of a laundry pod and it burst in his mouth',
    'she was chewing a dishwasher tablet',
    'found him with detergent all round his mouth',
  ])('%j', (text) => {
    expect(read(text).swallowed_hazard).toBe(true);
  });

  it.each(['I bought new washing pods today', 'he ate a pea pod from the garden'])('%j', (text) => {
    expect(read(text).swallowed_hazard).toBeUndefined();
  });
});

describe('itching of the palms and soles (cholestasis of pregnancy)', () => {
  it.each([
    "33 wks and my hands and feet are SO itchy, esp at night, I'm scratching till they bleed",
    'the palms of my hands itch like mad',
    "I can't stop scratching the soles of my feet",
  ])('%j', (text) => {
    expect(read(text).itch_palms_soles).toBe(true);
  });

  it('an itch elsewhere is not it', () => {
    expect(read('itchy rash on my arms and legs').itch_palms_soles).toBeUndefined();
    expect(read('my hands are dry and sore from washing').itch_palms_soles).toBeUndefined();
  });
});

describe('a child who will not use an arm after a pull or a swing (pulled elbow)', () => {
  it.each([
    ["now won't use her left arm, just holds it still by her side", 'not_using_arm'],
    ['he is not using his right arm since the fall', 'not_using_arm'],
    ['was swinging my daughter (2) round by her hands at the park', 'arm_pulled_or_swung'],
    ['I pulled him up by the arm when he tripped', 'arm_pulled_or_swung'],
  ])('%j', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });

  it.each([
    ['I pulled a muscle in my arm at the gym', 'arm_pulled_or_swung'],
    ['she uses her arms to push herself up', 'not_using_arm'],
  ])('%j', (text, finding) => {
    expect(read(text)[finding]).toBeUndefined();
  });
});

describe('waters leaking told as wetting oneself', () => {
  it("knickers damp with clear fluid that doesn't smell like wee", () => {
    expect(
      read("since last night my knickers keep getting damp, it's clear and doesn't really smell like wee")
        .waters_broken,
    ).toBe(true);
    expect(read('a trickle of clear fluid soaking my pads').waters_broken).toBe(true);
  });

  it('a bladder that leaks on coughing is not it', () => {
    expect(read('I leak a bit of wee into my pants when I cough').waters_broken).toBeUndefined();
  });
});

describe('protection not worn is not a symptom denied', () => {
  // Before, the "no" of "no helmet" ran on and denied the head injury.
  it('"no helmet" does not deny the head injury after it', () => {
    expect(read('came off his bike with no helmet and hit his head on the kerb').head_injury).toBe(true);
  });

  it('a denial after it still denies', () => {
    expect(read('fell off, no helmet, no headache').headache).toBe(false);
  });
});
