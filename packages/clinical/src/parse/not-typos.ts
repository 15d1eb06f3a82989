/**
 * Real words one or two edits from a lexicon word (same first letter): never "corrected" into it,
 * so "tried" is not "tired", "fewer" not "fever", "sweet" not "sweat". Derived from common English
 * words (the static dictionary of the Brotli format, RFC 7932, plus everyday words chosen by hand)
 * against the lexicon's vocabulary; when the lexicon gains words, new neighbours belong here.
 * Folded like the text ("activities" → "activitie").
 */
export const NOT_TYPOS: ReadonlySet<string> = new Set([
  'activitie', 'african', 'aware', 'banda', 'banged', 'banging', 'batter', 'battle', 'bearing', 'began', 'bitten', 'blank', 'block', 'bloom',
  'brand', 'breaking', 'breeding', 'brian', 'bring', 'brood', 'building', 'built', 'burnt', 'butter', 'buying',
  'cancer', 'chain', 'champ', 'chance', 'changed', 'charge', 'checking', 'chess', 'child', 'chile', 'chilly',
  'china', 'clamp', 'clase', 'clave', 'closed', 'clothing', 'coalition', 'coast', 'collapse', 'complete',
  'completed', 'concentrated', 'concerning', 'conclusion', 'condicione', 'confided', 'confuse', 'connected',
  'connection', 'congestive', 'constitution', 'convention', 'converted', 'cooking', 'crear', 'creating', 'crusted', 'crying',
  'currency', 'currently', 'daily', 'dding', 'decrease', 'decreased', 'delicious', 'difficult', 'difficultie', 'doble', 'doing',
  'drank', 'drapping', 'drifting', 'dripping', 'drooling', 'drop', 'dropping', 'drying', 'dying', 'election',
  'encoding', 'erection', 'exception', 'exclusive', 'execution', 'expensive', 'extensive', 'failing',
  'farming', 'fasting', 'featured', 'feeding', 'feint', 'fewer', 'fight', 'finished', 'fiver', 'fizzy', 'flattering',
  'flood', 'founding', 'frank', 'frecuente', 'freezing', 'frequency', 'frequently', 'fully', 'funding',
  'glassy', 'grade', 'graded', 'grain', 'grained', 'grand', 'grassy', 'greek', 'groaning', 'harry', 'header', 'heading',
  'healthy', 'heard', 'hearing', 'hearth', 'heating', 'historia', 'inch', 'inche', 'infarct', 'infarction', 'inflation', 'intention', 'interested',
  'internet', 'invention', 'lacing', 'later', 'least', 'lever', 'lighting', 'listed', 'listing', 'lived',
  'login', 'lying', 'madre', 'marking', 'materia', 'materiale', 'meant', 'measure', 'menor', 'metal', 'metre',
  'minuto', 'moaning', 'moved', 'movie', 'mucha', 'mucho', 'noise', 'operacione', 'operating', 'operational',
  'operator', 'overhead', 'overnight', 'paint', 'painting', 'palpable', 'palpate', 'palpated', 'palpation', 'panicing', 'parse', 'patch', 'plain', 'plane', 'planning',
  'popped', 'previously', 'print', 'printing', 'problema', 'production', 'property', 'proposed', 'public',
  'radiation', 'raise', 'rating', 'received', 'recently', 'reciente', 'recommend', 'recording', 'redcurrant',
  'reduction', 'regarding', 'regularly', 'relation', 'requiring', 'reset', 'resto', 'returning', 'rounding',
  'saying', 'score', 'scoring', 'screaming', 'selling', 'shady', 'shall', 'shame', 'shape', 'share', 'sharing',
  'shell', 'shipped', 'shipping', 'shopping', 'sighing', 'similare', 'single', 'similarly', 'singing', 'sleepier',
  'sleet', 'slide', 'sliver', 'sniff', 'sobre', 'spain', 'spanning', 'specified', 'spending', 'spent', 'spill',
  'sport', 'sporting', 'staff', 'standing', 'starting', 'stated', 'stating', 'sticky', 'stock', 'stole',
  'stood', 'store', 'string', 'strongly', 'stuff', 'swallowed', 'swear', 'swearing', 'sweep', 'sweeping',
  'sweet', 'swing', 'table', 'taking', 'thank', 'there', 'thing', 'think', 'thinking', 'thirty', 'though',
  'threat', 'timed', 'tinkling', 'token', 'tracking', 'tried', 'trying', 'twister', 'unter', 'visiting',
  'voice', 'weeping', 'whole', 'width', 'wight', 'wired', 'write',
]);
