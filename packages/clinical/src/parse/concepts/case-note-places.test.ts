import { describe, expect, it } from 'vitest';
import { presentFindings, readFindings } from '../test-reading';

/**
 * Case notes name the place of a discharge, an itch or a swelling, and what brought a symptom on;
 * the reading has to follow the place, not the word. Phrases written from the way clinical
 * vignettes record a history, with variants and near misses of our own.
 */
describe('a discharge belongs to the place it comes from', () => {
  it.each([
    ['Greenish foul-smelling discharge from his penis.', 'penile_discharge'],
    ['He has noticed a yellow discharge from the tip of the urethra.', 'penile_discharge'],
    ['There is pus dripping from his penis in the mornings.', 'penile_discharge'],
    ['Her mother has been wiping thick whitish-yellow discharge from her eye.', 'sticky_eye'],
    ['The eye is matted shut in the morning.', 'sticky_eye'],
    ['His eyes become sticky in the morning.', 'sticky_eye'],
  ])('%s → %s', (text, id) => {
    expect(presentFindings(text)).toContain(id);
  });

  it.each([
    'Greenish foul-smelling discharge from his penis.',
    'Her mother has been wiping thick yellow discharge from her eye.',
    'A green discharge from the ear since the weekend.',
    'A smelly discharge from the wound on his shin.',
  ])('"%s" is not a vaginal discharge', (text) => {
    expect(presentFindings(text)).not.toContain('vaginal_discharge_unusual');
  });

  it.each([
    'A smelly yellow discharge down below.',
    'Malodorous discharge and itching for a week.',
    'Fishy discharge, worse after sex.',
  ])('"%s" stays a vaginal discharge', (text) => {
    expect(presentFindings(text)).toContain('vaginal_discharge_unusual');
  });
});

describe('an itch belongs to the place that itches', () => {
  it.each([
    ['Severe vaginal burning, itching and malodorous discharge.', 'vulval_itch'],
    ['She complains of vulvovaginal itching since the antibiotics.', 'vulval_itch'],
    ['Itching of the labia for two weeks.', 'vulval_itch'],
    ['Her eyes become sticky in the morning and there is some itching.', 'itchy_eyes'],
  ])('%s → %s', (text, id) => {
    expect(presentFindings(text)).toContain(id);
    expect(presentFindings(text)).not.toContain('itchy_skin');
  });

  it('urethral itching is not itchy skin', () => {
    expect(presentFindings('Dysuria and urethral itching for five days.')).not.toContain('itchy_skin');
  });

  it.each([
    'An itchy rash on both arms.',
    'My skin itches all over at night.',
    'Itching between the fingers, worse at night.',
  ])('"%s" stays itchy skin', (text) => {
    expect(presentFindings(text)).toContain('itchy_skin');
  });
});

describe('one swollen eyelid is not the puffiness of both eyes', () => {
  it.each([
    'A painful, swollen left lower eyelid for the past day.',
    'Her right upper eyelid is swollen and tender.',
    'A swollen eyelid with a stye on it.',
  ])('"%s" reads a swollen eyelid, not facial puffiness', (text) => {
    const read = presentFindings(text);
    expect(read).toContain('eyelid_swelling');
    expect(read).not.toContain('facial_puffiness');
  });

  it.each(['My eyes and face are puffy in the mornings.', 'His eyelids are swollen every morning.'])(
    '"%s" stays facial puffiness',
    (text) => {
      expect(presentFindings(text)).toContain('facial_puffiness');
    },
  );
});

describe('a cough told in case-note words', () => {
  it.each([
    'It was dry at first and became productive in nature recently.',
    'A cough productive of green sputum.',
    'The cough has now turned productive.',
  ])('"%s" is a productive cough', (text) => {
    expect(presentFindings(text)).toContain('productive_cough');
  });

  it.each(['A non-productive cough for a week.', 'I have not been very productive at work.'])(
    '"%s" is not a productive cough',
    (text) => {
      expect(presentFindings(text)).not.toContain('productive_cough');
    },
  );

  it('a non-productive cough is read as a cough without phlegm', () => {
    expect(readFindings('A non-productive cough for a week.')).toMatchObject({
      cough: true,
      productive_cough: false,
    });
  });

  it.each([
    'She is complaining of persistent cough since 12 days.',
    'A persistent cough for the last five days.',
  ])('"%s" is not a cough of over three weeks', (text) => {
    expect(presentFindings(text)).not.toContain('cough_over_3_weeks');
  });

  it('a persistent cough of months still is', () => {
    expect(presentFindings('A persistent cough for 2 months.')).toContain('cough_over_3_weeks');
  });
});

describe('what brings a symptom on is not a symptom of its own', () => {
  it.each([
    ['She would wheeze after running.', 'wheeze'],
    ['I get chest pain after exercise.', 'chest_pain'],
    ['I feel dizzy after a workout.', 'dizziness'],
  ])('"%s" reads %s, not sore muscles after exercise', (text, id) => {
    const read = presentFindings(text);
    expect(read).toContain(id);
    expect(read).not.toContain('exercise_soreness');
  });

  it('legs that ache after the gym are still sore muscles', () => {
    expect(presentFindings('My legs ache after the gym.')).toContain('exercise_soreness');
  });

  it('a leak "with coughing or laughing or sneezing" is not a cold', () => {
    const read = presentFindings('Urine leaks; this occurs more with coughing or laughing or sneezing.');
    expect(read).not.toContain('cough');
    expect(read).not.toContain('runny_nose');
  });

  it('coughing and sneezing for three days is a cold', () => {
    expect(presentFindings("I've been coughing and sneezing for three days.")).toEqual(
      expect.arrayContaining(['cough', 'runny_nose']),
    );
  });

  it('a pain told by likeness ("as if she has bruised her shoulder") is not a bruise', () => {
    expect(presentFindings('She also feels as if she has bruised her shoulder.')).not.toContain('bruise');
    expect(presentFindings('I bruised my shin on the coffee table.')).toContain('bruise');
  });

  it('erythema where the nappy goes is nappy rash', () => {
    expect(presentFindings('Erythema in the diaper area since the weekend.')).toContain('nappy_rash');
  });
});

describe('anorexia in a case note is a loss of appetite', () => {
  it.each([
    'She reported fever, night sweats and anorexia which started recently.',
    'He became anorexic during this time and his clothes are loose on him.',
    'Nausea, vomiting and anorexia for three days.',
  ])('"%s" reads a loss of appetite, not the eating disorder', (text) => {
    const read = presentFindings(text);
    expect(read).toContain('loss_of_appetite');
    expect(read).not.toContain('restricting_food');
  });

  it.each(['I have anorexia and have been restricting food.', 'She is anorexic and counts every calorie.'])(
    '"%s" stays the eating disorder',
    (text) => {
      expect(presentFindings(text)).toContain('restricting_food');
    },
  );
});

describe('an itchy bottom is the bottom’s itch', () => {
  it.each([
    'Bright red blood on the loo roll and my bum is really itchy.',
    'Itching around the anus at night.',
  ])('"%s" reads an anal itch, not itchy skin', (text) => {
    const read = presentFindings(text);
    expect(read).toContain('anal_itch');
    expect(read).not.toContain('itchy_skin');
  });
});
