import { tokenize } from './tokens';

/**
 * The parser's function words: negation, uncertainty, clause boundaries, time and people. All
 * folded like the text ("denies" → "denie", "years" → "year").
 */

const fold = (phrase: string): string[] => tokenize(phrase).map((t) => t.word);
const set = (words: readonly string[]) => new Set(words.flatMap(fold));
const seqs = (phrases: readonly string[]) =>
  phrases.map(fold).sort((a, b) => b.length - a.length) as readonly (readonly string[])[];

export const NEGATIONS = set([
  'no',
  'not',
  'never',
  'without',
  'denies',
  'deny',
  'denied',
  'denying',
  'none',
  'nor',
  'neither',
  "haven't",
  'havent',
  "hasn't",
  'hasnt',
  "hadn't",
  'hadnt',
  "don't",
  'dont',
  "doesn't",
  'doesnt',
  "didn't",
  'didnt',
  "isn't",
  'isnt',
  "aren't",
  'arent',
  "wasn't",
  'wasnt',
  "weren't",
  'werent',
  "won't",
  'wont',
  'nothing',
]);
export const NEGATION_PAIRS = seqs(['free of', 'negative for', 'absence of', 'ruled out']);
/** Protection that was not worn: "hammering without goggles" denies nothing about the eye. */
export const UNPROTECTED = seqs(
  ['without', 'no', 'not wearing', "wasn't wearing", "weren't wearing", "didn't wear", "didn't have"].flatMap((lead) =>
    ['goggles', 'safety glasses', 'safety specs', 'eye protection', 'a helmet', 'helmet', 'gloves', 'ear defenders'].map(
      (item) => `${lead} ${item}`,
    ),
  ),
);

/** Words of inability that, inside a phrase, make it say its own "not" ("can't keep fluids down"). */
const CANNOT = set(["can't", 'cant', 'cannot', 'unable', "couldn't", 'couldnt']);

/** Whether the phrase at [from, to) holds a negation of its own ("hasn't weed", "can't keep fluids down"). */
export function saysItsOwnNot(words: readonly (string | null)[], from: number, to: number): boolean {
  for (let k = from; k < to; k += 1) {
    const word = words[k] ?? '';
    if (NEGATIONS.has(word) || CANNOT.has(word)) return true;
  }
  return false;
}
export const UNCERTAIN = set(['maybe', 'perhaps', 'possibly', 'unsure', 'might', 'wondering']);
export const UNCERTAIN_PAIRS = seqs(['not sure', 'not certain', "don't know", 'dont know', 'no idea', 'wonder if', 'wonder whether']);

export const CLAUSE_END = set([
  'but',
  'however',
  'although',
  'though',
  'yet',
  'except',
  'apart',
  'aside',
  'whereas',
  'while',
  'which',
  'who',
  'because',
  'since',
  // "did not improve despite antibiotics": the antibiotics were taken.
  'despite',
  'still',
  'otherwise',
  'instead',
  'just',
  'only',
]);
/** After a comma, "and" or "or", these words start a new clause (", and I feel …"), ending a negation. */
export const CLAUSE_STARTERS = set([
  'i',
  "i'm",
  'im',
  "i've",
  'ive',
  "i'd",
  'my',
  'me',
  'it',
  "it's",
  'he',
  'she',
  'they',
  'we',
  'you',
  'there',
  'this',
  'that',
  'now',
  'then',
  'also',
  'started',
  'start',
  'starting',
  'have',
  'has',
  'had',
  'feel',
  'feeling',
  'felt',
  'get',
  'getting',
  'got',
  'am',
  'is',
  'are',
  'was',
  'were',
  'just',
  'recently',
  'lately',
  'today',
  'yesterday',
  'so',
  'with',
  'plus',
  'woke',
  'noticed',
  'developed',
  'having',
  "he's",
  "she's",
  "they're",
  "we're",
  "you're",
  "there's",
  "that's",
]);

/** A negation reaches at most this many tokens. */
export const MAX_SCOPE = 12;

/**
 * Words a phrase may step over once it has begun: amounts and quantifiers, so "lost about eight
 * kilos" matches the phrase "lost kilos" and "lost a stone" matches "lost stone". At most
 * MAX_FILLERS of them, only where the phrase's next word does not fit, and never before a unit of
 * time, where the amount is the point.
 */
export const FILLERS = set([
  'a',
  'any',
  'much',
  'lot',
  'bit',
  'little',
  'an',
  'about',
  'around',
  'almost',
  'nearly',
  'over',
  'some',
  'few',
  'couple',
  'of',
  'several',
  'half',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'fifteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  // Intensifiers: "speech is all slurred", "periods are really heavy", "can't even swallow".
  'all',
  'really',
  'realy',
  'rly',
  'reely',
  'very',
  'vry',
  'so',
  'quite',
  'totally',
  'completely',
  'pretty',
  'super',
  'extremely',
  'even',
  // Which side, where the phrase does not name one: "a painful red left eye", "my right calf is swollen".
  'left',
  'right',
]);
export const MAX_FILLERS = 3;
/** A phrase never steps over an amount of time: "for two months" is not "for months". */
export const TIME_UNITS = set(['minute', 'hour', 'day', 'week', 'fortnight', 'month', 'year']);

/** Before the finding: "used to get migraines", "history of asthma". */
export const PAST_BEFORE = seqs(['used to', 'history of', 'in the past', 'previously', 'formerly', 'no longer']);
/** After "a history of …", words that make it a symptom still going on, not an illness of the past. */
const ONGOING = seqs(['persistent', 'ongoing', 'still', 'for the last', 'for the past', 'over the last', 'over the past', 'lately', 'recently', 'getting worse', 'worsening', 'since']);

/**
 * Whether the sentence from token `from` on says it is still going on: "a history of constipation
 * and tiredness that have been persistent for the last few months" is now, while "a history of
 * asthma" is the past. Commas do not end the look; other punctuation (null in `words`) does.
 */
export function stillGoingOn(words: readonly (string | null)[], from: number): boolean {
  for (let k = from; k < words.length && words[k] !== null; k += 1)
    if (ONGOING.some((seq) => seq.every((w, j) => words[k + j] === w))) return true;
  return false;
}
/** After it: "which resolved", "it went away". */
export const PAST_AFTER = seqs(['resolved', 'went away', 'has gone', 'cleared up', 'got better', 'all better', 'gone now', 'recovered']);
/** Anywhere in the clause: "as a child", "years ago" ("two days ago" is when it started, not the past). */
export const PAST_CLAUSE = seqs([
  'years ago',
  'year ago',
  'decades ago',
  'years back',
  'as a child',
  'as a kid',
  'as a teenager',
  'as a baby',
  'in childhood',
  'when i was young',
  'when i was younger',
  'when i was a child',
  'when i was a kid',
  'when i was little',
  'last year',
]);
/** "diabetes runs in my family". */
export const FAMILY_CLAUSE = seqs(['runs in my family', 'runs in the family', 'run in my family', 'run in the family', 'in my family', 'in the family']);

/** Blood relatives: what they have can be the patient's family history. */
export const BLOOD_RELATIVES = set([
  'mother',
  'mum',
  'mom',
  'mummy',
  'mommy',
  'mam',
  'father',
  'dad',
  'daddy',
  'brother',
  'sister',
  'sibling',
  'parent',
  'grandmother',
  'grandfather',
  'grandma',
  'grandpa',
  'granny',
  'grandad',
  'granddad',
  'grandparent',
  'nan',
  'nana',
  'aunt',
  'auntie',
  'uncle',
  'cousin',
  'son',
  'daughter',
  'child',
  'children',
  'kid',
  'niece',
  'nephew',
  'twin',
  'family',
  'relative',
]);
/** Other people: what they have is not the patient's. */
export const OTHER_PEOPLE = set([
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'friend',
  'colleague',
  'coworker',
  'flatmate',
  'roommate',
  'neighbour',
  'neighbor',
  'boss',
]);
/** What another person owns ("my neighbour's dog bit me", "my nan's handbag"): they are not the one it happened to. */
export const POSSESSIONS = set(['dog', 'dogs', 'cat', 'puppy', 'kitten', 'horse', 'pet', 'jack', 'staffie', 'terrier', 'car', 'handbag', 'bag']);
/**
 * Children a parent writes for ("my 6 week old son has a temperature", "I think my baby had a
 * fit"): the questionnaire is filled in for them, so what they have is the patient's, never family
 * history.
 */
export const DEPENDANTS = set(['son', 'daughter', 'child', 'kid', 'baby', 'toddler', 'infant', 'newborn', 'boy', 'girl']);
/** Someone else, by pronoun: a text that uses them and never "I" is written for that person. */
export const THIRD_PERSON = set(['she', 'he', 'her', 'his', 'him', "she's", "he's"]);
/** The patient again: "my mother says I look pale". */
export const FIRST_PERSON = set(['i', "i'm", 'im', "i've", 'ive', "i'd", 'me', 'myself']);

export const ALL_MARKER_WORDS: readonly string[] = [
  ...NEGATIONS,
  ...UNCERTAIN,
  ...CLAUSE_END,
  ...CLAUSE_STARTERS,
  ...FILLERS,
  ...TIME_UNITS,
  ...BLOOD_RELATIVES,
  ...DEPENDANTS,
  ...OTHER_PEOPLE,
  ...FIRST_PERSON,
  ...THIRD_PERSON,
  ...[NEGATION_PAIRS, UNCERTAIN_PAIRS, PAST_BEFORE, PAST_AFTER, PAST_CLAUSE, FAMILY_CLAUSE].flat(2),
];
