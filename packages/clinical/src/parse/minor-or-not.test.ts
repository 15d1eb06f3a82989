import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../kb/index';
import { compileLexicon, readFreeText } from './parse';

const lexicon = compileLexicon(KNOWLEDGE_BASE.findings);
const read = (text: string) =>
  readFreeText(lexicon, text)
    .findings.filter((f) => f.present)
    .map((f) => f.id);

/** The words that decide between care at home and a clinician, as parents and patients type them. */
describe('minor or not: the words that decide', () => {
  it.each([
    ['a swelling behind it that pushes his ear forward', 'swelling_behind_ear'],
    ['the area behind his ear is red and tender', 'swelling_behind_ear'],
    ['stuff oozing out of his ear', 'ear_discharge'],
    ['a mole on my back has changed, it got bigger and darker', 'changing_mole'],
    ['she has hardly had a wet nappy today', 'dehydration_signs'],
    ['he is weeing less than usual', 'dehydration_signs'],
    ['she is off her food', 'loss_of_appetite'],
    ['my 10 month old has a snotty nose', 'runny_nose'],
    ['my nose is bunged up', 'runny_nose'],
    ["I'm bunged up, not been for a poo in 4 days", 'constipation'],
    ['sore throat for 2 days', 'duration_under_1_week'],
    ['cough since tuesday', 'duration_under_1_week'],
    [
      'his nose has been pouring for 35 mins, we pinched it for 20 mins and it just keeps going',
      'heavy_bleeding',
    ],
    ['feels a bit warm, 38.2 on the forehead thing', 'fever'],
    ['an ulcer on my tongue that has not healed in 5 weeks', 'duration_over_1_week'],
    ["my mum is 84 and she's gone off her legs since yesterday", 'unable_to_walk'],
    ['just not right in herself', 'feeling_very_unwell'],
    ["I care for my gran, 82. She's been seeing people in the room who aren't there", 'hearing_voices'],
    ['I look after my dad, he has had chest pain since this morning', 'chest_pain'],
  ])('%s', (text, finding) => {
    expect(read(text)).toContain(finding);
  });

  it.each([
    ['my freckles get darker in summer', 'changing_mole'],
    ['red behind the ears from the sun', 'swelling_behind_ear'],
    ['she is weeing normally and drinking fine', 'dehydration_signs'],
    ['I take it 2 times a day', 'duration_under_1_week'],
    ['my 3 days old baby', 'duration_under_1_week'],
    ["my nose won't stop running", 'heavy_bleeding'],
    ['my ears feel bunged up', 'constipation'],
    ['bunged up with a cold', 'constipation'],
    ['nose bleed, stopped after 5 minutes of pinching', 'heavy_bleeding'],
  ])('does not read a near miss: %s', (text, finding) => {
    expect(read(text)).not.toContain(finding);
  });
});
