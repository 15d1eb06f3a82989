import { BLOOD_RELATIVES, DEPENDANTS, FIRST_PERSON, OTHER_PEOPLE, THIRD_PERSON } from './words';

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
    if (FIRST_PERSON.has(w)) return false;
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
