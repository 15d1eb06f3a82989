import { describe, expect, it } from 'vitest';
import { diagnose, engine } from '../index';
import { readFreeText, removeFindingsFromText } from './parse';
import { readFindings } from './test-reading';

/**
 * What the shipped lexicon reads from patients' own words: the phrases of the clinical-safety
 * report and variants of each failure class. A finding left out of an expectation object must
 * not be read at all (the whole reading is compared).
 */
const lexicon = engine.compiled.lexicon;
const read = readFindings;
const status = (text: string) => readFreeText(lexicon, text).understood;

describe('negated lists', () => {
  it.each([
    ['denies fever, cough, and chills', { fever: false, cough: false, chills_rigors: false }],
    ['no fever, cough, or sore throat', { fever: false, cough: false, sore_throat: false }],
    ['neither fever nor cough', { fever: false, cough: false }],
    ['no nausea or vomiting', { nausea: false, vomiting: false }],
    [
      'I have not had any headache, stiff neck, or vomiting',
      { headache: false, stiff_neck: false, vomiting: false },
    ],
    [
      'negative for fever, chills and night sweats',
      { fever: false, chills_rigors: false, night_sweats: false },
    ],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('still ends a one-item negation at ", and"', () => {
    expect(read('a high temperature, no cough, and a headache')).toEqual({
      fever: true,
      cough: false,
      headache: true,
    });
  });
});

describe('"non-", afebrile and other words that deny', () => {
  it.each([
    ['non-productive cough', { cough: true, productive_cough: false }],
    ['a non productive cough for a week', { cough: true, productive_cough: false }],
    ['afebrile', { fever: false }],
    ['she is apyrexial', { fever: false }],
    ['I am a non-smoker', { smoker: false }],
    ['afebrile, non-smoker', { fever: false, smoker: false }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('keeps "non-blanching rash" as the finding itself', () => {
    expect(read('a non-blanching rash on my legs')).toEqual({ non_blanching_rash: true });
  });
});

describe('negation stops at clause boundaries', () => {
  it.each([
    ['no fever, my head hurts', { fever: false, headache: true }],
    ['no cough but I feel very tired', { cough: false, fatigue: true }],
    [
      'not nauseous. Vomiting since this morning',
      { nausea: false, vomiting: true, duration_under_1_week: true },
    ],
    ['denies chest pain - short of breath', { chest_pain: false, shortness_of_breath: true }],
    ['no fever — headache', { fever: false, headache: true }],
    ["I don't smoke, I feel dizzy", { smoker: false, dizziness: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('negation stops at brackets', () => {
  it.each([
    ['no fever (headache for three days)', { fever: false, headache: true, duration_under_1_week: true }],
    ['headache (no fever)', { headache: true, fever: false }],
    ['no rash [cough since Monday]', { rash: false, cough: true, duration_under_1_week: true }],
    ['no fever (but chills)', { fever: false, chills_rigors: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('experiencer: what family members have is not the patient’s own', () => {
  it.each([
    ['my mother has diabetes', { family_history_diabetes: true }],
    ['my mother has type 2 diabetes', { family_history_diabetes: true }],
    ['my dad is diabetic', { family_history_diabetes: true }],
    ['diabetes runs in my family', { family_history_diabetes: true }],
    ['my brother had a heart attack at 45', { family_history_heart_disease: true }],
    ['my father has heart disease', { family_history_heart_disease: true }],
    ['my mum has coeliac disease', { family_history_coeliac: true }],
    ['my sister has a bad cough', {}],
    ['my grandmother gets headaches', {}],
    ['my husband has a cough and I have a fever', { fever: true }],
    ['my mother says I look pale', { pallor: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    [
      'My mother suddenly cannot speak properly and seems confused, her face looks lopsided.',
      ['speech_difficulty', 'confusion', 'face_droop'],
    ],
    ['My son has a fever and he is very drowsy', ['fever', 'confusion']],
    ['my dad has chest pain and he is sweating', ['chest_pain', 'sweating']],
    [
      'my dad blacked out twice, he is grey and sweaty. I think he takes heart tablets',
      ['fainting', 'sweating'],
    ],
    ["I found my mum on the floor, she can't lift her left arm", ['one_sided_weakness']],
  ])('reads a relative described as "she"/"he", and never "I", as the patient: %j', (text, ids) => {
    const found = read(text);
    for (const id of ids) expect(found[id]).toBe(true);
  });

  it('still reads the writer\'s own "I took" and "I feel" as the writer speaking', () => {
    expect(read('my mum has chest pain and I feel sick')).toEqual({ nausea: true });
  });
});

describe('temporality: a past, resolved symptom is not a current one', () => {
  it.each([
    ['history of heart disease', { history_heart_disease: true }],
    ['I had a heart attack in 2015', { history_heart_disease: true }],
    ['I had a blood clot in my leg years ago', { previous_clot: true }],
    ['I had migraines as a child', {}],
    ['I used to get heartburn', {}],
    ['chest pain years ago, which resolved', {}],
    ['I had a fever last year, now I have a cough', { cough: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('reads "days ago" as when it started, not as the past', () => {
    expect(read('the headache started two days ago')).toEqual({
      headache: true,
      duration_under_1_week: true,
    });
  });
});

describe('typos', () => {
  it.each([
    ['feverr', { fever: true }],
    ['bad couhg', { cough: true }],
    ['vomitting all night', { vomiting: true }],
    ['diarhea since Monday', { diarrhoea: true, duration_under_1_week: true }],
    ['feeling nausous', { nausea: true }],
    ['dizzyness when I stand', { dizziness: true }],
    ['no feverr', { fever: false }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    ['tird and cogh'], // short words are never corrected
    ['I tried hard'],
    ['fewer people at work'],
    ['I heard racing cars'],
    ['I like sweet tea'],
    ['I painted the kitchen'],
  ])('does not turn a real word or a short word into a finding: %j', (text) => {
    expect(read(text)).toEqual({});
  });
});

describe('lay words for existing findings', () => {
  it.each([
    ['weakness of arm and leg on one side', 'one_sided_weakness'],
    ['my left arm and leg are weak', 'one_sided_weakness'],
    ['face drooping', 'face_droop'],
    ['my face drooped on one side', 'face_droop'],
    ['sudden, severe headache', 'sudden_severe_headache'],
    ['lips and tongue swelling after peanuts', 'throat_swelling'],
    ['my lips and tongue are swollen', 'throat_swelling'],
    ['I think I am having a heart attack', 'suspected_heart_attack'],
    ["I'm having a heart attack", 'suspected_heart_attack'],
    ['I took an overdose', 'overdose_poisoning'],
    ['breathless at night', 'shortness_of_breath'],
    ['I wake up at night short of breath', 'shortness_of_breath'],
  ])('%j reads %s', (text, id) => {
    expect(read(text)[id]).toBe(true);
  });

  it('never reads a heart attack happening now as a history of heart disease', () => {
    expect(read('I think I am having a heart attack').history_heart_disease).toBeUndefined();
  });

  it.each([
    ['I wake up at night breathless'],
    ['I wake up at night gasping for breath'],
    ['breathlessness at night'],
  ])('does not read breathlessness at night as insomnia: %j', (text) => {
    expect(read(text).difficulty_sleeping).toBeUndefined();
    expect(read(text).shortness_of_breath).toBe(true);
  });

  it.each([
    ['weakness of arm and leg on one side'],
    ['face drooping'],
    ['I think I am having a heart attack'],
    ['sudden, severe headache'],
    ['lips and tongue swelling after peanuts'],
    ['I took an overdose'],
  ])('%j is an emergency', (text) => {
    expect(diagnose({ age: 40, sex: 'female', evidence: [], text }).triage.level).toBe('emergency');
  });
});

describe('short or ambiguous words need their context', () => {
  it.each([
    ['there is a faint rash on my arm', { rash: true }],
    ['a faint line on the test', {}],
    ['I felt faint', { fainting: true }],
    ['my physical exam was normal', {}],
    ['I have an exam tomorrow', {}],
    ['stressed about my exams', { recent_stressor: true }],
    ['the gas bill is high', {}],
    ['a lot of gas and tummy ache', { bloating: true, abdominal_pain: true }],
    ['right lower lung field crackles', {}],
    // The general finding comes with the specific one, as the hierarchy has it.
    ['pain in the lower right of my tummy', { right_lower_abdominal_pain: true, abdominal_pain: true }],
    ['my left arm is weak', { one_sided_weakness: true }],
    ['pain going down my left arm', { pain_radiating_arm_jaw: true }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('Unicode and quotes', () => {
  it.each([
    ['ｆｅｖｅｒ', { fever: true }],
    ['ｎｏ ｃｏｕｇｈ', { cough: false }],
    ['ｃｈｅｓｔ ｐａｉｎ', { chest_pain: true }],
    ['headache，no fever', { headache: true, fever: false }],
    ['I don’t have a fever', { fever: false }],
    ['“no fever”', { fever: false }],
  ])('%j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

describe('text that cannot be read', () => {
  it.each([
    ['Tengo fiebre y tos desde hace tres días'],
    ['Me duele mucho el pecho y no puedo respirar'],
    ["J'ai de la fièvre et je tousse depuis deux jours"],
    ["J'ai très mal à la poitrine"],
    ['Ich habe seit zwei Tagen Fieber und Husten'],
    ['Ich habe starke Schmerzen in der Brust'],
  ])('says %j is not English and reads nothing from it', (text) => {
    expect(readFreeText(lexicon, text)).toEqual({ findings: [], understood: 'not_english' });
  });

  it('reads English with a foreign word in it', () => {
    expect(status('I have had a fever for two days, muy mal')).toBe('ok');
  });

  it.each([
    ['The weather is nice today and I walked my dog'],
    ['I would like to book an appointment for next week'],
    ['My car broke down yesterday'],
    ['I am writing this on my phone'],
  ])('reads no findings from the harmless %j', (text) => {
    expect(readFreeText(lexicon, text)).toEqual({ findings: [], understood: 'nothing_found' });
  });

  it('says "ok" when it read findings', () => {
    expect(status('fever and cough')).toBe('ok');
    expect(status('')).toBe('nothing_found');
  });
});

describe('removing findings the patient says were misread', () => {
  it('takes the removed findings out of the text and leaves the rest', () => {
    const text = 'I have a fever, a cough and chest pain';
    const kept = removeFindingsFromText(lexicon, text, ['cough']);
    expect(read(kept)).toEqual({ fever: true, chest_pain: true });
  });

  it('keeps the negation of what is left', () => {
    const kept = removeFindingsFromText(lexicon, 'no fever, cough or chills', ['cough']);
    expect(read(kept)).toEqual({ fever: false, chills_rigors: false });
  });

  it('removes every mention, typos included', () => {
    const kept = removeFindingsFromText(lexicon, 'feverr and cough. Still a fever today', ['fever']);
    expect(read(kept).fever).toBeUndefined();
    expect(read(kept).cough).toBe(true);
  });
});

describe('the safety report’s other phrasings', () => {
  it.each([
    ["I can't sleep because I get so breathless at night lying down", { shortness_of_breath: true }],
    [
      'a really bad headache that paracetamol won’t touch, seeing flashing lights',
      { headache: true, visual_aura: true },
    ],
    ['no chest pain just really short of breath', { chest_pain: false, shortness_of_breath: true }],
    [
      "my mum is 80 and she's very confused, not herself at all, she's hot and shivering",
      { confusion: true, chills_rigors: true, fever: true },
    ],
    ['my baby is 4 months old and has a fever', { fever: true }],
    // A parent writing for a child: the child is the patient, never family history.
    ['my son had a seizure', { seizure: true }],
    ['I think my 6 week old daughter has a temperature', { fever: true }],
    ['our toddler is wheezing and I am scared', { wheeze: true }],
    ['my poo is pale and my wee is dark', { dark_urine: true }],
    ['CANT BREATHE LIPS GOING BLUE', { shortness_of_breath: true, cyanosis: true }],
    ['my temperature is normal', {}],
    ['my temperature is 39.2', { fever: true }],
  ])('%j', (text, expected) => {
    const found = read(text);
    for (const [id, present] of Object.entries(expected)) expect(found[id], id).toBe(present);
    if (Object.keys(expected).length === 0) expect(found).toEqual({});
  });
});

describe('clinical wording: how referral letters and case notes say it', () => {
  it.each([
    ['breathing is difficult even at rest', { breathless_at_rest: true }],
    ['short of breath even when resting', { breathless_at_rest: true }],
    ['he is dyspnoeic at rest', { breathless_at_rest: true }],
    ['dyspnea at rest since this morning', { breathless_at_rest: true }],
    ['she is unable to complete full sentences', { breathless_at_rest: true }],
    ['he cannot complete a sentence without stopping for air', { breathless_at_rest: true }],
    ['using her accessory muscles to breathe', { breathless_at_rest: true }],
    ['34 weeks gestation', { pregnancy_possible: true }],
    ['she is in her third trimester', { pregnancy_possible: true }],
    ['seen at her antenatal clinic last week', { pregnancy_possible: true }],
    ["the baby's movements are decreased", { reduced_fetal_movements: true }],
    ['decreased fetal movements since yesterday', { reduced_fetal_movements: true }],
    ['she has passed very little urine today', { dehydration_signs: true }],
    ['oliguria for two days', { dehydration_signs: true }],
    ['he suddenly collapsed at work', { fainting: true }],
    ['she had a collapse while standing in the queue', { fainting: true }],
    ['loss of consciousness for about a minute', { fainting: true }],
    ['he lost consciousness briefly', { fainting: true }],
    ['she was weak and dyspnoeic afterwards', { shortness_of_breath: true }],
    ['dyspneic on climbing one flight of stairs', { shortness_of_breath: true }],
    ['difficulty in breathing since last night', { shortness_of_breath: true }],
    ['presents with acute abdominal pain', { severe_abdominal_pain: true }],
    ['she has an acute abdomen', { severe_abdominal_pain: true }],
    ['abdominal pain that is excruciating', { abdominal_pain: true, severe_pain: true }],
  ])('%j', (text, expected) => {
    const found = read(text);
    for (const [id, present] of Object.entries(expected)) expect(found[id], id).toBe(present);
  });

  it('does not read "decreased" as depressed', () => {
    expect(read('her appetite has decreased')).not.toHaveProperty('low_mood');
    expect(read('the swelling decreased')).not.toHaveProperty('low_mood');
  });
});

describe('"a 3-day history of": a symptom that has lasted that long, not a past illness', () => {
  it.each([
    ['a 3-day history of fever and chills', { fever: true, chills_rigors: true }],
    ['two week history of a cough', { cough: true }],
    ['6-hour history of abdominal pain', { abdominal_pain: true }],
    ['presents with a 24 hour history of vomiting', { vomiting: true }],
  ])('%j', (text, expected) => {
    const found = read(text);
    for (const [id, present] of Object.entries(expected)) expect(found[id], id).toBe(present);
  });

  it('still reads "history of" without a duration as the past', () => {
    expect(read('history of asthma as a child')).not.toHaveProperty('wheeze');
    expect(read('she has a history of migraines')).not.toHaveProperty('headache', true);
  });
});

describe('one-sided and regional wording of case notes', () => {
  it.each([
    ['unilateral leg pain and swelling', { leg_swelling_one_sided: true }],
    ['unilateral leg swelling for five days', { leg_swelling_one_sided: true }],
    ['constant pain in the RUQ', { right_upper_abdominal_pain: true }],
    ['severe right upper quadrant pain after a fatty meal', { right_upper_abdominal_pain: true }],
    ['decreased hearing in the right ear since waking', { sudden_hearing_loss: true }],
    ['unilateral hearing loss that came on suddenly', { sudden_hearing_loss: true }],
  ])('%j', (text, expected) => {
    const found = read(text);
    for (const [id, present] of Object.entries(expected)) expect(found[id], id).toBe(present);
  });
});

describe('a carer writing "his" or "her" for the patient reads like "my"', () => {
  it.each([
    ['he banged his head and has been sick', { head_injury: true, vomiting: true }],
    ['she hit her head on the kitchen table', { head_injury: true }],
    ['my boy has pain in his balls, one side', { testicular_pain: true }],
    ['he says his left ball really hurts', { testicular_pain: true }],
    ['she has lost control of her bladder', { saddle_numbness: true }],
  ])('%j', (text, expected) => {
    const found = read(text);
    for (const [id, present] of Object.entries(expected)) expect(found[id], id).toBe(present);
  });

  it("still reads a relative's illness as family history", () => {
    expect(read('my mother has diabetes and her sister too')).toEqual({ family_history_diabetes: true });
  });
});

describe('more lay words for bleeding, numbness and pain low down', () => {
  it.each([
    ['coughing up bright red blood', { coughing_blood: true }],
    ['black sticky poo twice today', { black_stools: true }],
    ['I cannot get my breath', { shortness_of_breath: true }],
    ["can't get my breath since this morning", { shortness_of_breath: true }],
    ['really bad tummy pain that goes through to my back', { severe_abdominal_pain: true }],
    ['really bad stomach pain since lunch', { severe_abdominal_pain: true }],
    ["I can't feel anything when I wipe after the toilet", { saddle_numbness: true }],
    ['pain in my lower belly on the left side', { pelvic_pain_one_sided: true }],
    ['sharp pain low in my tummy on the right side', { pelvic_pain_one_sided: true }],
    ['10 weeks pregnant and bleeding quite heavily', { pregnancy_possible: true, heavy_bleeding: true }],
    ['I am pregnant and bleeding', { pregnancy_possible: true, vaginal_bleeding_abnormal: true }],
  ])('%j', (text, expected) => {
    const found = read(text);
    for (const [id, present] of Object.entries(expected)) expect(found[id], id).toBe(present);
  });
});

it('reads "bleeding" alone as vaginal bleeding only in a sentence about a pregnancy', () => {
  expect(read('my gums are bleeding when I brush')).not.toHaveProperty('vaginal_bleeding_abnormal');
  expect(read('cut my finger and it keeps bleeding')).not.toHaveProperty('vaginal_bleeding_abnormal');
});

it('does not correct real words into a lexicon word: "high grade fever", "it began"', () => {
  expect(read('high grade fever and chills')).toEqual({ fever: true, chills_rigors: true });
  expect(read('it began on monday')).not.toHaveProperty('bloating');
});

it('does not read a leak of urine or sciatica down one leg as dehydration or a clot', () => {
  expect(read('a little urine leaks out when I cough or sneeze')).not.toHaveProperty('dehydration_signs');
  expect(read('low back pain with unilateral leg pain down to the knee')).not.toHaveProperty(
    'leg_swelling_one_sided',
  );
});

it("reads a night cramp in the calf as a cramp, and nothing of a clot's calf pain", () => {
  expect(read('woke up with a cramp in my calf')).toEqual({ muscle_cramp: true });
});
