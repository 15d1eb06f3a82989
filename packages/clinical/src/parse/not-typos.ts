/**
 * Real words one or two edits from a lexicon word (same first letter): never "corrected" into it,
 * so "tried" is not "tired", "fewer" not "fever", "sweet" not "sweat". Derived from common English
 * words (the static dictionary of the Brotli format, RFC 7932, plus everyday words chosen by hand)
 * against the lexicon's vocabulary; when the lexicon gains words, new neighbours belong here.
 * Folded like the text ("activities" → "activitie").
 */
export const NOT_TYPOS: ReadonlySet<string> = new Set([
  'activitie', 'aware', 'banda', 'batter', 'battle', 'bearing', 'bitten', 'blank', 'block', 'bloom', 'brand',
  'breaking', 'breeding', 'brian', 'bring', 'brood', 'building', 'built', 'butter', 'cancer', 'chain', 'champ',
  'chance', 'changed', 'charge', 'checking', 'chess', 'child', 'chile', 'chilly', 'china', 'clamp', 'clase',
  'clave', 'closed', 'clothing', 'coalition', 'coast', 'collapse', 'complete', 'completed', 'concentrated',
  'concerning', 'conclusion', 'condicione', 'confided', 'confuse', 'connected', 'connection', 'constitution',
  'convention', 'converted', 'cooking', 'crear', 'creating', 'currency', 'currently', 'daily', 'dding',
  'delicious', 'difficult', 'difficultie', 'doble', 'doing', 'drapping', 'drifting', 'dripping', 'dropping',
  'election', 'encoding', 'exception', 'exclusive', 'execution', 'expensive', 'extensive', 'failing',
  'farming', 'featured', 'feeding', 'feint', 'fewer', 'fight', 'fiver', 'fizzy', 'flattering', 'flood',
  'founding', 'frank', 'frecuente', 'freezing', 'frequency', 'frequently', 'fully', 'funding', 'glassy',
  'grain', 'grained', 'grand', 'grassy', 'greek', 'harry', 'header', 'heading', 'healthy', 'heard', 'hearing',
  'hearth', 'heating', 'historia', 'inflation', 'intention', 'internet', 'invention', 'lacing', 'later',
  'least', 'lever', 'lighting', 'listed', 'listing', 'lived', 'login', 'madre', 'marking', 'materia',
  'materiale', 'meant', 'measure', 'menor', 'metal', 'minuto', 'moved', 'movie', 'mucha', 'mucho',
  'operacione', 'operating', 'operational', 'operator', 'paint', 'painting', 'parse', 'patch', 'plain',
  'plane', 'planning', 'previously', 'print', 'printing', 'problema', 'production', 'property', 'proposed',
  'public', 'radiation', 'raise', 'rating', 'received', 'recently', 'reciente', 'recommend', 'recording',
  'reduction', 'regarding', 'regularly', 'relation', 'requiring', 'reset', 'resto', 'returning', 'rounding',
  'saying', 'score', 'scoring', 'selling', 'shady', 'shall', 'shame', 'shape', 'share', 'sharing', 'shell',
  'shipped', 'shipping', 'shopping', 'similare', 'similarly', 'singing', 'sleet', 'slide', 'sliver', 'sniff',
  'sobre', 'spain', 'spanning', 'specified', 'spending', 'spent', 'spill', 'sport', 'sporting', 'staff',
  'standing', 'starting', 'stated', 'stating', 'stock', 'stole', 'stood', 'store', 'string', 'strongly',
  'stuff', 'swear', 'swearing', 'sweep', 'sweeping', 'sweet', 'table', 'taking', 'thank', 'there', 'thing',
  'think', 'thinking', 'thirty', 'though', 'threat', 'timed', 'tinkling', 'token', 'tracking', 'tried',
  'twister', 'unter', 'visiting', 'voice', 'whole', 'width', 'wight', 'wired', 'write',
]);
