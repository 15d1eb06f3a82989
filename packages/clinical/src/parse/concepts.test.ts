import { describe, expect, it } from 'vitest';
import { engine } from '../index';
import { readFreeText, removeFindingsFromText } from './parse';
import { readFindings } from './test-reading';

/**
 * Severity signs said in the patient's own order and words (the shipped concepts), with the
 * near misses each concept must leave alone. Phrases here are our own variants, not the
 * evaluation's cases.
 */
const lexicon = engine.compiled.lexicon;
const read = readFindings;

describe('concepts read signs in any order', () => {
  it.each([
    ["she's so out of breath she can barely get her words out", 'breathless_at_rest'],
    ['I am not able to catch my breath and cannot finish what I am saying', 'breathless_at_rest'],
    ['his lips look a bit blue and grey', 'mottled_skin'],
    ['a headache, never had anything like it in my life', 'sudden_severe_headache'],
    ['my neck is really stiff', 'stiff_neck'],
    ["there are little purple spots that don't fade when I press them", 'non_blanching_rash'],
    ['the left side of her face has dropped', 'face_droop'],
    ['when he tried to say something it came out all jumbled', 'speech_difficulty'],
    ['I took 30 paracetamol tablets', 'overdose_poisoning'],
    ['was sick and there was blood in it', 'vomiting_blood'],
    ['my poo has gone black and sticky', 'black_stools'],
    ['the cut is bleeding and it will not stop', 'heavy_bleeding'],
    ["can't keep any fluids down", 'unable_to_keep_fluids'],
    ['her nappy has been dry all day', 'dehydration_signs'],
    ['woke up and I can hardly hear out of my right ear', 'sudden_hearing_loss'],
    ['it burns like mad when I wee', 'dysuria'],
    ['banged his head on the cupboard door', 'head_injury'],
    ['the red patch on my shin is spreading up my leg', 'spreading_redness'],
    ['my right calf is swollen and tight', 'leg_swelling_one_sided'],
    ['a dark shadow is coming across the vision in my left eye', 'vision_loss'],
    ['it feels like someone is sitting on my chest, a crushing weight', 'chest_pressure'],
    ['the pain came on all at once in my chest', 'chest_pain'],
    ['a sharp stabbing pain when I take a breath in', 'pleuritic_chest_pain'],
    ['a dull pain in my right loin', 'flank_pain'],
    ['my period is a week late', 'pregnancy_possible'],
    ['she says it was about 16 tablets', 'overdose_poisoning'],
    ['took some of my tablets on purpose last night', 'overdose_poisoning'],
    ['did the glass test and they are still there', 'non_blanching_rash'],
    ['flew back from Bali on Sunday, a 14 hour flight', 'recent_surgery_or_immobility'],
    ['the pain goes right through to my back', 'pain_radiating_to_back'],
    ['there is a red hot painful wedge on my breast', 'breast_red_painful'],
    ['since yesterday she has been seeing things that are not there', 'confusion'],
  ])('%j', (text, finding) => {
    expect(read(text)).toMatchObject({ [finding]: true });
  });
});

describe('concepts keep negation, people and sentences', () => {
  it('reads a denied sign as absent', () => {
    expect(read("no blood when I've been sick")).not.toMatchObject({ vomiting_blood: true });
    expect(read("she hasn't got a stiff feeling in her neck")).not.toMatchObject({ stiff_neck: true });
  });

  it('keeps a sign within its sentence', () => {
    expect(read('My lips are chapped. The sky was blue.')).not.toHaveProperty('mottled_skin');
  });

  it('lets the patient remove a concept reading without losing the words between', () => {
    const text = 'my neck is really stiff and I have a headache';
    const without = removeFindingsFromText(lexicon, text, ['stiff_neck']);
    expect(readFreeText(lexicon, without).findings.map((f) => f.id)).toEqual(['headache']);
  });
});

describe('near misses the concepts leave alone', () => {
  it.each([
    ['I feel like I am going to die, everything hurts', 'suicidal_thoughts'],
    ['drank loads of alcohol last night and took a couple of paracetamol', 'overdose_poisoning'],
    ['woken a few times gasping for air, my wife says I snore', 'breathless_at_rest'],
    ["it's sore to press on my breastbone", 'chest_pressure'],
    ['the rash fades when I press a glass on it', 'non_blanching_rash'],
    ['sharp pain on the left side of my chest after heavy bench pressing', 'one_sided_weakness'],
    ['my headaches are worst in the morning', 'sudden_severe_headache'],
    ['spinning with some visual disorientation', 'confusion'],
    ['my periods are heavy, I soak through pads every hour', 'heavy_bleeding'],
    ['a spreading red ring round the tick bite', 'spreading_redness'],
    ['my tongue is red, swollen and sore', 'throat_swelling'],
    ['my 48-year-old husband has had a sore throat and a cold', 'sudden_hearing_loss'],
    ['right leg has been swelling gradually for two months', 'leg_swelling_one_sided'],
    ['I cut myself shaving this morning', 'self_harm'],
    ['was sick, blood pressure is fine', 'vomiting_blood'],
    ['I take 10 tablets a day for my heart', 'overdose_poisoning'],
    ['my boobs are sore before my period', 'breast_red_painful'],
    ['period cramps that spread round to my back', 'pain_radiating_to_back'],
  ])('%j', (text, finding) => {
    expect(read(text)).not.toHaveProperty(finding);
  });
});

describe('ages are not durations', () => {
  it('reads a sign whose vetoes name a duration in a text that gives an age', () => {
    expect(read('A 45-year-old woman has a swollen right calf since her operation')).toMatchObject({
      leg_swelling_one_sided: true,
    });
  });
});

describe('a feared hazard counts', () => {
  it('reads a swallowed battery even when the parent is not sure', () => {
    expect(read('I think my son might have swallowed a button battery')).toMatchObject({
      swallowed_hazard: true,
    });
  });

  it('reads words around a question mark inside a story as one sentence', () => {
    expect(read("pulled my calf I think? it's swollen and tight")).toMatchObject({
      leg_swelling_one_sided: true,
    });
  });
});
