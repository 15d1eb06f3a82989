import { describe, expect, it } from 'vitest';
import { readFindings } from './test-reading';

/**
 * Words of a symptom that here only say where something is or how it feels somewhere else: spots
 * between the fingers are not acne nor the joints of both hands, heartburn "burning up into my
 * throat" is not a fever, bald patches on a tongue are not hair loss, a child's crop of pearly spots
 * is not one pearly sore that will not heal. Each with the reading that must stay.
 */
const read = readFindings;

describe('where a rash is, not what it is', () => {
  it('little red spots between the fingers and on the wrists are neither acne nor joint pain', () => {
    const found = read('little red spots between my fingers and on my wrists and round my waist');
    expect(found.acne).toBeUndefined();
    expect(found.symmetric_small_joint_pain).toBeUndefined();
  });

  it.each(['pain and stiffness in both wrists every morning', 'my hands and wrists ache and swell'])(
    '%j is still the joints of both hands',
    (text) => {
      expect(read(text).symmetric_small_joint_pain).toBe(true);
    },
  );

  it('spots on the face are still acne', () => {
    expect(read("I've got spots on my chin and forehead").acne).toBe(true);
  });
});

describe('heartburn that burns up into the throat is not a fever', () => {
  it.each([
    'burning right up into my throat after every meal and worse lying down',
    'acid burning up my chest after I eat',
  ])('%j', (text) => {
    expect(read(text).fever).toBeUndefined();
  });

  it("I'm burning up and shivering is still a fever", () => {
    expect(read("I'm burning up and shivering").fever).toBe(true);
  });
});

describe('bald patches that are not on the scalp', () => {
  it('bald patches on the tongue are not hair loss', () => {
    expect(
      read('weird red bald patches on my tongue with white wavy edges').patchy_hair_loss,
    ).toBeUndefined();
  });

  it('bald patches on the scalp are', () => {
    expect(read('I have found two round bald patches on my scalp').patchy_hair_loss).toBe(true);
  });
});

describe('a crop of pearly spots is not one sore that will not heal', () => {
  it('little pearly spots with a dimple are molluscum’s bumps', () => {
    const found = read('my son has little pearly spots with a dimple in the middle on his tummy');
    expect(found.non_healing_skin_sore).toBeUndefined();
    expect(found.pearly_bumps).toBe(true);
  });

  it('one pearly spot on the nose that keeps scabbing still is', () => {
    expect(read('a pearly spot on my nose that keeps scabbing').non_healing_skin_sore).toBe(true);
  });
});

describe('a weekend spent is not a spending spree', () => {
  it('spent all weekend digging is not elated mood', () => {
    expect(read('I spent all weekend double-digging the new bed for the leeks').elated_mood).toBeUndefined();
  });

  it('spent all her savings still is', () => {
    expect(read('She has spent all her savings on a spending spree this week.').elated_mood).toBe(true);
    expect(read('he spent all his money in two days on things he does not need').elated_mood).toBe(true);
  });
});

describe("can't shake a cold is not a tremor", () => {
  it.each(['cant shake this flu, 5 days now', "I can't shake off this cold"])('%j', (text) => {
    expect(read(text).tremor).toBeUndefined();
  });

  it('hands that shake still are', () => {
    expect(read('my hands shake all the time').tremor).toBe(true);
  });
});
