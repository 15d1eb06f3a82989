import { BLOOD_RELATIVES, DEPENDANTS, FIRST_PERSON, OTHER_PEOPLE, THIRD_PERSON } from './words';

/**
 * "I think", "I found him", "I'm worried", "should I be worried", "am I overreacting", "I care for my
 * gran", "I look after dad": the writer as carer, not as the one who is ill. Never "I took", "I can't"
 * or "I feel", which are the writer's own.
 */
const CARER_AFTER_I = new Set([
  'care',
  'think',
  'thought',
  'guess',
  'believe',
  'reckon',
  'suppose',
  'noticed',
  'found',
  'called',
  'rang',
  'gave',
  'checked',
  'asked',
  "don't",
  'overreacting',
  'panicking',
]);
const CARER_AFTER_IM = new Set(['worried', 'scared', 'concerned', 'frightened', 'overreacting', 'panicking']);

/** "I" or "I'm" that speaks of the writer, not of the writer caring for someone ("I look after", not "I look pale"). */
function writerSpeaks(w: string, next: string | null | undefined, then: string | null | undefined): boolean {
  if (w === 'i')
    return (
      !CARER_AFTER_I.has(next ?? '') &&
      !(next === 'look' && then === 'after') &&
      // "should I be worried about him?"
      !(next === 'be' && CARER_AFTER_IM.has(then ?? ''))
    );
  if (w === "i'm" || w === 'im') return !CARER_AFTER_IM.has(next ?? '');
  return FIRST_PERSON.has(w);
}

/**
 * A text that never speaks of the writer ("I", "me", "my" + anything but a relative) and speaks of
 * someone else as "she", "he", "her", … describes that person: a relative filling in the
 * questionnaire for them. Their symptoms are then the patient's, not family history.
 */
export function isProxyReport(words: readonly (string | null)[]): boolean {
  if (speaksForAChild(words)) return true;
  let third = false;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i];
    if (!w) continue;
    if (writerSpeaks(w, words[i + 1], words[i + 2])) return false;
    if (w === 'my' && !BLOOD_RELATIVES.has(words[i + 1] ?? '') && !OTHER_PEOPLE.has(words[i + 1] ?? ''))
      return false;
    if (THIRD_PERSON.has(w)) third = true;
  }
  return third;
}

/** "my son …", "our baby …" (possibly after an age: "my 6 week old son"): a parent writing for their child. */
function speaksForAChild(words: readonly (string | null)[]): boolean {
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] !== 'my' && words[i] !== 'our') continue;
    for (let j = i + 1; j < Math.min(words.length, i + 5); j += 1) {
      const w = words[j];
      if (w && DEPENDANTS.has(w)) return true;
    }
  }
  return false;
}
