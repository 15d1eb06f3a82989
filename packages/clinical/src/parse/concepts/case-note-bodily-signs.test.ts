import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

/** Vomit, stool, urine and a child's crying as case notes record them; variants and near misses of our own. */
describe('green vomit', () => {
  it.each([
    'He has vomited three times and the last vomit was green.',
    'The vomit is bright green.',
    'Bile-stained vomiting since this morning.',
    'She has been sick and it was greenish.',
  ])('"%s" is a sign of a blocked bowel', (text) => {
    expect(presentFindings(text)).toContain('bowel_obstruction_signs');
  });

  it.each([
    'She was sick after eating green vegetables.',
    'He vomited after a green smoothie.',
    'Green snot and a cough; he was sick once after coughing.',
    'His poo is green and he vomited once.',
  ])('"%s" is not', (text) => {
    expect(presentFindings(text)).not.toContain('bowel_obstruction_signs');
  });
});

describe('mucus is the bowel’s or the nose’s unless it is coughed up', () => {
  it('stool with blood and mucus, like redcurrant jelly', () => {
    const read = presentFindings(
      'His last nappy contained stool mixed with blood and mucus, like redcurrant jelly.',
    );
    expect(read).toEqual(expect.arrayContaining(['blood_in_stool', 'mucus_in_stool']));
    expect(read).not.toContain('productive_cough');
  });

  it('a nose full of mucus is not phlegm', () => {
    expect(presentFindings('My nose is full of mucus.')).not.toContain('productive_cough');
  });

  it('coughing up mucus still is', () => {
    expect(presentFindings('Coughing up mucus for a week.')).toContain('productive_cough');
  });
});

describe('thirst with more urine is polyuria', () => {
  it.each([
    'A 3-week hx of increased thirst and passing urine more often.',
    'She is drinking a lot and peeing much more than usual.',
    'Polydipsia and urinating frequently.',
  ])('"%s"', (text) => {
    expect(presentFindings(text)).toContain('polyuria');
  });

  it('more urine with no thirst named is not read as polyuria', () => {
    expect(presentFindings('Passing urine more often and it stings.')).not.toContain('polyuria');
  });
});

describe('bouts of crying with the legs drawn up', () => {
  it.each([
    'Intermittent episodes of inconsolable crying.',
    'During the attacks he draws his knees up to his chest.',
    'Bouts of screaming, pulling her legs up to her tummy.',
  ])('"%s" reads episodic screaming', (text) => {
    expect(presentFindings(text)).toContain('episodic_screaming');
  });

  it('crying all evening is not read as bouts', () => {
    expect(presentFindings('She cries all evening and is hard to settle.')).not.toContain(
      'episodic_screaming',
    );
  });
});

describe('drinks that are not alcohol', () => {
  it.each([
    'I drink a lot of tea.',
    'I drink a lot of water since the heatwave.',
    'I drink every day, mostly cola.',
  ])('"%s" is not drinking too much alcohol', (text) => {
    expect(presentFindings(text)).not.toContain('alcohol_excess');
  });

  it('"I drink a lot at weekends" still is', () => {
    expect(presentFindings('I drink a lot at weekends.')).toContain('alcohol_excess');
  });
});

describe('a baby bringing milk back', () => {
  it.each([
    'She reports regurgitation of milk after most feeds since birth.',
    'The milk comes up effortlessly, a mouthful at a time.',
  ])('"%s" is posseting, not acid reflux', (text) => {
    const read = presentFindings(text);
    expect(read).toContain('posseting');
    expect(read).not.toContain('acid_regurgitation');
  });

  it('acid reflux after meals is still an adult’s reflux', () => {
    expect(presentFindings('Acid reflux after meals.')).toContain('acid_regurgitation');
  });

  it('a baby gaining weight along her centile is growing, not a symptom', () => {
    expect(presentFindings('She is feeding well and gaining weight along her centile.')).not.toContain(
      'weight_gain',
    );
    expect(presentFindings('I have been gaining weight despite dieting.')).toContain('weight_gain');
  });
});

describe('sickness of early pregnancy told with its mornings', () => {
  it.each([
    'A woman who is 8 weeks pregnant with N&V, worse in the mornings.',
    'I feel sick every morning, could I be pregnant?',
  ])('"%s"', (text) => {
    expect(presentFindings(text)).toContain('morning_sickness');
  });

  it('being sick one morning with no pregnancy named is not', () => {
    expect(presentFindings('I was sick this morning after a curry.')).not.toContain('morning_sickness');
  });
});

describe('weight gain beside "well"', () => {
  it('"I have been gaining weight and I do not feel well" is still weight gain', () => {
    expect(presentFindings('I have been gaining weight and I do not feel well.')).toContain('weight_gain');
  });
});
