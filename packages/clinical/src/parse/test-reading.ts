import { engine } from '../index';
import { readFreeText } from './parse';

/**
 * For the parser's tests: what the shipped lexicon reads from a text, as finding id → present. A
 * finding the text does not mention is not a key at all, so a whole reading can be compared.
 */
export function readFindings(text: string): Record<string, boolean> {
  return Object.fromEntries(
    readFreeText(engine.compiled.lexicon, text).findings.map((f) => [f.id, f.present]),
  );
}

/** The findings a text reads as present, in the order the parser gives them. */
export const presentFindings = (text: string): string[] =>
  Object.entries(readFindings(text))
    .filter(([, isPresent]) => isPresent)
    .map(([id]) => id);
