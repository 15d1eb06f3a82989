import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../kb/index';
import { compileLexicon, readFreeText } from './parse';

const lexicon = compileLexicon(KNOWLEDGE_BASE.findings);
const read = (text: string) =>
  readFreeText(lexicon, text)
    .findings.filter((f) => f.present)
    .map((f) => f.id);

describe('readings typed as numbers', () => {
  it.each([
    ['my bp at the pharmacy was 152/94', ['reading_bp_raised', 'high_bp_reading']],
    ['blood pressure 148 over 96', ['reading_bp_raised']],
    ['BP 165/112, 34 weeks pregnant', ['reading_bp_severe']],
    ['BP 200/125 and a pounding headache', ['reading_bp_very_high']],
    ['sats 89% and breathless', ['reading_oxygen_low']],
    ['the finger thing says 91', ['reading_oxygen_low']],
    ['oxygen levels dropped to 88 on the oximeter', ['reading_oxygen_low']],
    ['pulse ox 93', ['reading_oxygen_borderline']],
    ['temp 38.6 and a stiff neck', ['fever', 'stiff_neck']],
    ['temperature of 102F', ['fever']],
    ['my son has a temp of 38.1', ['fever']],
    ['temp 34.2 and she is confused', ['reading_temperature_low']],
    ['sugar 27 mmol and vomiting', ['reading_glucose_very_high', 'vomiting']],
    ['blood sugar 450 mg/dl', ['reading_glucose_very_high']],
    ["meter says HI and I'm so thirsty", ['reading_glucose_very_high']],
    ['sugars have been 14-18 all week', ['high_glucose_reading']],
    ['BG 2.4 and shaky', ['reading_glucose_low']],
    ['heart rate 150 bpm at rest', ['reading_pulse_fast']],
    ['my watch says my heart rate is 172', ['reading_pulse_very_fast']],
    ['HR 38 and I fainted', ['reading_pulse_slow', 'fainting']],
    ['peak flow 180, my best is 450', ['reading_peak_flow_under_half']],
    ['peak flow 60% of my best', ['reading_peak_flow_reduced']],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['10/10 pain since 12/03/2024'],
    ["I'm 32 weeks, 37/40"],
    ['took 2 paracetamol 500mg at 3am'],
    ['sats 97%, temp 37.8, just a cold'],
    ['my resting heart rate is 48, I run a lot'],
    ['it was 40 degrees outside and I feel dizzy'],
    ['no sugar for 3 days'],
    ['my sats have never been below 95'],
    ['BP 124/78 at the pharmacy'],
    ['eyesight 20/20, working 24/7'],
  ])('reads no abnormal reading in %s', (text) => {
    expect(
      read(text).filter((id) => id.startsWith('reading_') || id === 'fever' || id.startsWith('high_')),
    ).toEqual([]);
  });

  it("reads someone else's reading and a past one as such", () => {
    expect(read("my dad's bp is 190/120")).not.toContain('reading_bp_very_high');
    expect(read('BP was 190/120 last year but it is fine now')).not.toContain('reading_bp_very_high');
  });

  it('keeps a reading the patient doubts: a number typed is a fact', () => {
    expect(read('not sure the machine is right but my sats say 88')).toContain('reading_oxygen_low');
  });

  it('reads a decimal as one number, so its point does not end the sentence', () => {
    expect(read('temperature of 38.5 and a stiff neck')).toEqual(
      expect.arrayContaining(['fever', 'stiff_neck']),
    );
  });
});

describe("a fever's length", () => {
  const absent = (text: string) =>
    readFreeText(lexicon, text)
      .findings.filter((f) => !f.present)
      .map((f) => f.id);

  it.each([
    ['my 3 year old has had a temp on and off for 5 days now, 38.5 this morning'],
    ['A 2-year-old girl has had fevers above 39 °C for five days despite paracetamol'],
    ['temps since saturday so thats 5 days now'],
    ['a temperature on and off since friday so this is day 5'],
    ['6 days of fever and a rash'],
    ['she has had a high temperature for a week'],
    ['fever for the past 2 weeks'],
  ])('reads five days or more in %s', (text) => {
    expect(read(text)).toContain('fever_five_days');
  });

  it.each([
    ['fever for 2 days and a runny nose'],
    ['he had a fever 5 days ago, fine now'],
    ['my 5 day old baby is feeding well'],
    ['cough for 6 days, no temperature'],
  ])('reads no long fever in %s', (text) => {
    expect(read(text)).not.toContain('fever_five_days');
  });

  it('reads "no fever for 5 days" as five days without one', () => {
    expect(read('no fever for 5 days now')).not.toContain('fever_five_days');
    expect(absent('no fever for 5 days now')).toContain('fever_five_days');
  });
});

describe('weeks of pregnancy', () => {
  it.each([
    ['Presents at 37 weeks gestation with a severe headache'],
    ["I'm 32 weeks pregnant and my hands are puffy"],
    ['Gestational age of 30 weeks, reduced movements'],
    ["she's pregnant at 24 wks"],
    ['A woman 33 weeks into her first pregnancy with a headache'],
    ["I'm 26 weeks into my second pregnancy"],
  ])('reads a later pregnancy in %s', (text) => {
    expect(read(text)).toEqual(expect.arrayContaining(['pregnancy_possible', 'later_pregnancy']));
  });

  it.each([['12 weeks pregnant with some spotting'], ['my baby is 6 weeks old and feeding well']])(
    'reads no later pregnancy in %s',
    (text) => {
      expect(read(text)).not.toContain('later_pregnancy');
    },
  );
});

describe('weeks of pregnancy as people put them', () => {
  it.each([["I'm 34 weeks with my first"], ["she's 30 weeks along"], ["I'm 28 weeks gone"]])(
    'reads a later pregnancy in %s',
    (text) => {
      expect(read(text)).toContain('later_pregnancy');
    },
  );

  it('reads no pregnancy in "3 weeks along the road"', () => {
    expect(read("it's been 3 weeks along the road")).not.toContain('pregnancy_possible');
  });
});

describe('a change of weight told as two figures', () => {
  it.each([
    ['He went from 80kgs to 75kg in the last few months.', 'weight_loss'],
    ["I've gone from 12 stone down to 10 stone since the summer.", 'weight_loss'],
    ['I went from 60 to 68 kg since starting the tablets.', 'weight_gain'],
  ])('%s → %s', (text, id) => {
    expect(read(text)).toContain(id);
  });

  it.each([
    ['I went from 80kg to 78kg over Christmas.'],
    ['On a diet I went from 90kg to 80kg.'],
    ['My sugar went from 7 to 12 after lunch.'],
  ])('reads no change of weight in %s', (text) => {
    expect(read(text)).not.toContain('weight_loss');
    expect(read(text)).not.toContain('weight_gain');
  });
});
