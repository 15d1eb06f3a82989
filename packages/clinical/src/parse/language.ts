import { tokenize, type Token } from './tokens';

/**
 * Is the text English? A stop-word count: the commonest function words of English against those
 * of the languages patients here most often write instead (Spanish, French, German, Portuguese,
 * Italian). Text that uses more of another language's function words than of English's (at least
 * two), or mostly non-Latin letters, is not English. Light and deterministic; enough to tell "we
 * could not read this" from "nothing to report", not a general language identifier.
 */

/** The lists are folded like the text ("days" → "day"). */
const folded = (words: string) => new Set(tokenize(words).map((t) => t.word));

const ENGLISH = folded(
  
    'the a an and or but i i\'m i\'ve me my mine myself you your he she it it\'s we they them their this that these those ' +
    'is am are was were be been being have ha had having do doe did done not no never very so too also just ' +
    'of to in on at for from with without about after before since until into over under up down out off ' +
    'what when where which who why how there here all any some much many more most few again still now then ' +
    'can can\'t could would should will won\'t don\'t didn\'t doesn\'t haven\'t feel feeling felt get got getting ' +
    'day week month year today yesterday night morning time like really bit lot because if than',
);

const OTHERS: readonly ReadonlySet<string>[] = [
  // Spanish
  'el la lo los las y de del que en un una uno tengo tiene me mi mis con por para es estoy esta está desde hace muy pero se al días dias mucho puedo duele dolor sin también cuando porque ya hay estar tos fiebre cabeza pecho'.split(' '),
  // French
  "le la les et de des du un une je j'ai ai est suis mal avec pour dans depuis très pas ne mon ma mes au aux à jours j'ai ça c'est ce qui que sur mais tousse fièvre toux tête poitrine".split(' '),
  // German
  'der die das und ich habe hat seit mit ein eine einen einem nicht mein meine ist bin sehr tagen tage schmerzen auf zu den dem es auch aber wenn kopf brust fieber husten kopfschmerzen'.split(' '),
  // Portuguese
  'eu tenho não nao com uma um de do da dos das que em muito dor desde há ha dias febre tosse cabeça peito mas meu minha estou'.split(' '),
  // Italian
  'io ho non con una uno il lo gli di del della che in molto dolore da giorni febbre tosse testa petto ma mio mia sono'.split(' '),
].map((words) => folded(words.join(' ')));

/** Letters outside the Latin script (Cyrillic, Greek, Arabic, CJK, …). */
const NON_LATIN = /[^\p{Script=Latin}\P{L}]/u;

export function isEnglish(tokens: readonly Token[]): boolean {
  const words = tokens.filter((t) => !t.punct && !/^\d+$/.test(t.word));
  if (words.length === 0) return true;
  const nonLatin = words.filter((t) => NON_LATIN.test(t.word)).length;
  if (nonLatin * 2 > words.length) return false;
  let english = 0;
  const other = OTHERS.map(() => 0);
  for (const { word } of words) {
    if (ENGLISH.has(word)) english += 1;
    OTHERS.forEach((set, i) => {
      if (set.has(word)) other[i]! += 1;
    });
  }
  const foreign = Math.max(...other);
  return !(foreign >= 2 && foreign > english);
}
