import { describe, expect, it } from 'vitest';
import { presentFindings } from '../test-reading';

describe('asthma that is not under control, as patients put it', () => {
  it.each([
    "My asthma's not great lately.",
    'Using my blue inhaler 3 or 4 times a week.',
    'His asthma has been playing up since the autumn.',
    'I need my puffer most days now.',
    'Her asthma is acting up again.',
  ])('%s → reliever_overuse', (text) => {
    expect(presentFindings(text)).toContain('reliever_overuse');
  });

  it.each([
    'I have asthma but it is well controlled.',
    'I carry a blue inhaler but rarely need it.',
    'My son has asthma and I have a sore throat.',
  ])('%s → not reliever_overuse', (text) => {
    expect(presentFindings(text)).not.toContain('reliever_overuse');
  });

  it.each([
    "I've had a cough since last night.",
    'Woke up this morning with a cough and a sore throat.',
    'A cough, and I sweat at night.',
  ])('%s → not night_cough', (text) => {
    expect(presentFindings(text)).not.toContain('night_cough');
  });

  it.each([
    'Waking up coughing some nights.',
    'The cough is worst at night and wakes him up.',
    'Coughing at night and first thing in the morning.',
    'The cough has woken him every night since Monday.',
  ])('%s → night_cough', (text) => {
    expect(presentFindings(text)).toContain('night_cough');
  });
});
