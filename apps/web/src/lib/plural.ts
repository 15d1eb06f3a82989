const rules = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right number: '1 question', '2 questions', '0 tests'. English
 * plural rules (the product's copy is American English); irregular plurals are passed in.
 */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${rules.select(count) === 'one' ? one : other}`;
}
