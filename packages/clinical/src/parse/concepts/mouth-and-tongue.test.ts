import { describe, expect, it } from 'vitest';
import { readFindings } from '../test-reading';

/**
 * The mouth and the tongue in a patient's own order: a swollen tongue (angioedema), fresh blood spat
 * out, lips sore and cracked; and the medicines and operations they follow. Each with near misses.
 */
const read = readFindings;

describe('a swollen tongue, however it is told', () => {
  it.each([
    'the left side of my tongue has swollen up since lunch',
    'my tongue feels thick and fat in my mouth',
    'his tongue looks puffy and he is talking funny',
    "tongue's gone massive, is that the ramipril?",
  ])('%j', (text) => {
    expect(read(text).throat_swelling).toBe(true);
  });

  it.each([
    'I burnt my tongue on hot soup and it is a bit swollen',
    'swollen glands in my neck and a white coating on my tongue',
    'my tongue piercing is swollen and sore',
  ])('%j', (text) => {
    expect(read(text).throat_swelling).toBeUndefined();
  });

  it('is denied when the patient says so', () => {
    expect(read('no swelling of the tongue or lips').throat_swelling).toBe(false);
  });
});

describe('fresh blood spat out', () => {
  it.each([
    'she keeps spitting out bright red blood',
    'he spat blood into the basin twice this evening',
    'spitting up bloody saliva since the op',
  ])('%j', (text) => {
    expect(read(text).bleeding_from_mouth).toBe(true);
  });

  it.each([
    'a little blood when I spit after brushing my teeth',
    'I spit out some blood after flossing',
    'coughing and spitting up phlegm with streaks of blood',
  ])('%j', (text) => {
    expect(read(text).bleeding_from_mouth).toBeUndefined();
  });
});

describe('lips sore and cracked', () => {
  it.each(['her lips are red, cracked and peeling', 'my lips have gone raw and crusted'])('%j', (text) => {
    expect(read(text).dry_cracked_lips).toBe(true);
  });

  it('is not a cold sore', () => {
    expect(read('a cold sore on my lip that is crusted over').dry_cracked_lips).toBeUndefined();
  });
});

describe('what a medicine or an operation adds', () => {
  it.each([
    ['he had a tonsillectomy on friday', 'recent_tonsillectomy'],
    ['the hospital took her tonsils out 6 days ago', 'recent_tonsillectomy'],
    ['started levofloxacin for a chest infection', 'fluoroquinolone_use'],
    ['on ciprofloxacin for a kidney infection', 'fluoroquinolone_use'],
    ['been on clozapine for years', 'immunosuppressed'],
    ['I take carbimazole for my thyroid', 'immunosuppressed'],
    ['big bruises on my legs and no idea how they got there', 'easy_bruising'],
    ['she says she is struggling to stay awake and keeps nodding', 'confusion'],
  ] as const)('%j', (text, finding) => {
    expect(read(text)[finding]).toBe(true);
  });

  it('reads a bruise from a knock as a bruise only', () => {
    expect(read('I have a bruise on my shin from the coffee table').easy_bruising).toBeUndefined();
  });
});

describe('a toddler who may have had someone else’s tablets', () => {
  it.each([
    'my 3 year old got into the cupboard and may have had some of her dads tablets',
    'we think he might have had a couple of nanas pills from her bag',
  ])('%j', (text) => {
    expect(read(text).overdose_poisoning).toBe(true);
  });
});

describe('vomit with blood further along the sentence', () => {
  it("reads 'sick and it was dark and had blood in it'", () => {
    expect(read('she was sick and it was brown and had blood in it').vomiting_blood).toBe(true);
  });

  it('does not read blood in the poo of someone who was sick', () => {
    expect(read("I've been sick and there's blood in my poo").vomiting_blood).toBeUndefined();
  });
});
