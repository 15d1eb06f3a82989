import { describe, expect, it } from 'vitest';
import { readFindings } from './test-reading';

/**
 * Phrases that carry their own "not" ("hasn't weed", "can't keep fluids down") and readings that
 * are an absence ("afebrile", "keeping fluids down"), under a negation that began earlier in the
 * sentence. Before, "no fever and hasn't weed since this morning" denied the dry nappy, and "no pain
 * and can't keep fluids down" denied the vomiting child's fluids.
 */
describe('a phrase that says its own "not" is read as it stands', () => {
  it.each([
    ['No fever and hasn’t weed since this morning.', 'dehydration_signs'],
    ['She has no pain and can’t keep fluids down.', 'unable_to_keep_fluids'],
    ['He isn’t drinking and hasn’t had a wee since breakfast.', 'dehydration_signs'],
    ['No cough, not eating.', 'loss_of_appetite'],
    ['No fever, no appetite.', 'loss_of_appetite'],
  ])('"%s" → %s present', (text, id) => {
    expect(readFindings(text)[id]).toBe(true);
  });

  it('the earlier negation still denies what it names', () => {
    expect(readFindings('No fever and hasn’t weed since this morning.')).toMatchObject({ fever: false });
  });
});

describe('reassurance as case notes give it', () => {
  it.each([
    ['She is keeping fluids and small meals down.', 'unable_to_keep_fluids'],
    ['Tolerating oral fluids.', 'unable_to_keep_fluids'],
    ['She is passing urine normally.', 'dehydration_signs'],
    ['She has plenty of wet nappies.', 'dehydration_signs'],
  ])('"%s" → %s absent', (text, id) => {
    expect(readFindings(text)[id]).toBe(false);
  });

  it.each([
    'He isn’t keeping fluids down.',
    'She is not passing urine normally.',
    'No vomiting, keeping fluids down.',
    'Not afebrile.',
  ])('"%s" is no reassurance: the absence is not read', (text) => {
    const read = readFindings(text);
    expect(read.unable_to_keep_fluids).not.toBe(false);
    expect(read.dehydration_signs).not.toBe(false);
    expect(read.fever).not.toBe(false);
  });

  it('"afebrile" alone is still no fever', () => {
    expect(readFindings('Afebrile, alert and well.').fever).toBe(false);
  });
});

describe('case-note shorthand', () => {
  it.each([
    ['A 2-week history of N&V, worse in the mornings.', ['nausea', 'vomiting']],
    ['D&V since yesterday.', ['diarrhoea', 'vomiting']],
    ['n/v after meals', ['nausea', 'vomiting']],
  ])('"%s"', (text, ids) => {
    const read = readFindings(text);
    for (const id of ids) expect(read[id]).toBe(true);
  });
});
