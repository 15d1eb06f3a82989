import type { Mention, TokenState } from './concept-mentions';
import type { Token } from './tokens';

/**
 * Readings from home devices and pharmacy checks, typed as numbers: "BP 182/121", "sats 89%",
 * "temp 38.6", "sugar 27 mmol", "pulse 160", "peak flow 180, my best is 450"; and the weeks of a
 * pregnancy, which are a number too ("34 weeks with my first"). Words cannot carry
 * these: "my oxygen is 89" says nothing in the lexicon, yet it is an emergency on its own.
 * Each reading becomes findings by the thresholds the guidelines use (cited in
 * kb/findings-readings.ts and kb/severity-signs-readings.ts), as a mention in the context of its
 * number: a reading in the past ("last year") or someone else's is read as such by the parser.
 * A typed number is a fact, so doubt ("I think") does not drop it and a negation a few words
 * before it does not deny it — unless it bounds the number ("never below 95").
 */

/** The findings a reading can give; ids of kb/findings-readings.ts and of existing findings. */
export const READING_FINDINGS = [
  'fever',
  'high_bp_reading',
  'high_glucose_reading',
  'reading_bp_raised',
  'reading_bp_severe',
  'reading_bp_very_high',
  'reading_bp_low',
  'reading_oxygen_low',
  'reading_oxygen_borderline',
  'reading_temperature_low',
  'reading_glucose_very_high',
  'reading_glucose_low',
  'reading_pulse_fast',
  'reading_pulse_very_fast',
  'reading_pulse_slow',
  'reading_peak_flow_under_half',
  'reading_peak_flow_reduced',
  'fever_five_days',
  'pregnancy_possible',
  'later_pregnancy',
  'weight_loss',
  'weight_gain',
] as const;
type ReadingFinding = (typeof READING_FINDINGS)[number];

export type CompiledReadings = ReadonlyMap<ReadingFinding, number>;

/** @param index the lexicon's finding index (id → position in its findings). */
export function compileReadings(index: ReadonlyMap<string, number>): CompiledReadings {
  const out = new Map<ReadingFinding, number>();
  for (const id of READING_FINDINGS) {
    const i = index.get(id);
    if (i !== undefined) out.set(id, i);
  }
  return out;
}

interface Found {
  /** Where the number is in the normalised text. */
  at: number;
  findings: readonly ReadingFinding[];
  /** For a fever's length, where the fever word is: its negation applies ("no fever for 5 days"). */
  negationAt?: number;
}

const NUMBER = String.raw`(\d{1,3}(?:\.\d{1,2})?)`;
/** Words between a device's name and its number, within one sentence and without another number. */
const GAP = String.raw`[^\d.;!?\n]{0,32}?`;
/** A number followed by one of these is a time, a count or an amount, not a reading. */
const NOT_A_READING = String.raw`(?!\.?\d|\s*(?:x\b|times|days?|d\b|weeks?|wks?|months?|years?|yrs?|y\b|hours?|hrs?|h\b|minutes?|mins?|am\b|pm\b|o'clock|tablets?|pills?|mg\b|ml\b|kg\b|lbs?\b|stone|puffs?|units?|year|week|month|day))`;

const re = (source: string) => new RegExp(source, 'g');

/** "150/95" (its slash normalised to U+2044, tokens.ts) or "150 over 95"; never part of a date "12/03/2024". */
const BLOOD_PRESSURE = re(
  String.raw`(?<![\d\u2044])(\d{2,3})\s*(?:\u2044|over)\s*(\d{2,3})\b(?![\u2044.]?\d)(?!\s*\u2044)`,
);
const OXYGEN_WORDS = String.raw`(?:sats?|saturations?|spo2|sp02|o2|oxygen(?: levels?| sat\w*)?|oximeter|pulse ?ox\w*|finger (?:thing|monitor|clip|probe|gadget|machine))`;
const OXYGEN = re(String.raw`\b${OXYGEN_WORDS}\b${GAP}\b${NUMBER}(?:\s*%)?${NOT_A_READING}`);
const OXYGEN_AFTER = re(String.raw`\b${NUMBER}\s*%\s*(?:on (?:the |my |his |her )?)?${OXYGEN_WORDS}\b`);
const TEMPERATURE_WORDS = String.raw`(?:temp(?:erature)?s?|fever(?:ish)? of|thermometer|temp gun)`;
const UNIT = String.raw`(°\s*[cf]?|degrees?(?:\s*[cf]\b|\s*celsius|\s*fahrenheit|\s*centigrade)?|deg\b|c\b|f\b|celsius|fahrenheit)`;
const TEMPERATURE = re(String.raw`\b${TEMPERATURE_WORDS}\b${GAP}\b${NUMBER}\s*${UNIT}?`);
/** A bare "38.5" or "39.1" is read as a temperature when the text speaks of one (TEMPERATURE_TALK). */
const BARE_TEMPERATURE = re(String.raw`(?<![\d.\u2044])\b((?:3[5-9]|4[0-2])\.\d)\b${NOT_A_READING}`);
const TEMPERATURE_TALK =
  /\b(?:temp\w*|fever\w*|thermometer|hot|warm|burning up|calpol|paracetamol|ibuprofen)\b/;
/** A number and a unit; "40 degrees outside" is the weather. */
const TEMPERATURE_UNIT = re(
  String.raw`\b${NUMBER}\s*${UNIT}(?![a-z])(?!\s*(?:outside|out\b|in the|weather|heat|today|angle))`,
);
// Not "bm": in American English it is a bowel movement.
const GLUCOSE_WORDS = String.raw`(?:blood sugars?|sugars?|sugar levels?|glucose|bgs?|libre|dexcom|cgm|finger ?prick|blood ?glucose)`;
const GLUCOSE = re(String.raw`\b${GLUCOSE_WORDS}\b${GAP}\b${NUMBER}\s*(mmol|mg)?${NOT_A_READING}`);
const GLUCOSE_HI = re(
  String.raw`\b(?:${GLUCOSE_WORDS}|meter|monitor|sensor)\b[^\d.;!?\n]{0,24}?\b(?:"hi"|hi)\b`,
);
const PULSE_WORDS = String.raw`(?:pulse(?! ?ox)|heart ?rates?|hr|heartbeat|heart beat|rhr|heart(?= (?:is|was|at|going|beating|racing|pounding|running)\b))`;
const PULSE = re(String.raw`\b${PULSE_WORDS}\b${GAP}\b${NUMBER}${NOT_A_READING}`);
const PULSE_UNIT = re(String.raw`\b${NUMBER}\s*(?:bpm|beats (?:a|per|each) min(?:ute)?)\b`);
const PEAK_FLOW = re(String.raw`\bpeak ?flows?\b${GAP}\b(\d{2,3})\b(\s*%)?`);
const PEAK_BEST = re(
  String.raw`\b(?:best|normal|normally|usual|usually|predicted)\b[^\d.;!?\n]{0,20}?\b(\d{2,3})\b`,
);
/**
 * "32 weeks pregnant", "37 weeks' gestation", "34 weeks with my first", "33 weeks into her first
 * pregnancy", "gestational age of 30 weeks".
 */
const GESTATION = re(
  String.raw`\b(\d{1,2})\s*(?:weeks?|wks?)'?\s*(?:pregnant|gestation|of gestation|of pregnancy|into (?:my|her|the|this) (?:(?:first|second|third|fourth|fifth|new|latest) )?pregnancy|along(?!\s+(?:the|a|my|our|this|that))|gone|with (?:my|our|her) (?:first|second|third|baby|\w+ baby))\b`,
);
const GESTATION_AFTER = re(
  String.raw`\b(?:gestation(?:al age)?(?: of)?|pregnant at)\s*(\d{1,2})\s*(?:weeks?|wks?)\b`,
);

// "her last period was 7 weeks ago", "LMP 8 weeks ago": six weeks or more since the last period
// (two weeks late) makes a pregnancy possible (NICE CKS Ectopic pregnancy: any woman of
// reproductive age with abdominal pain or bleeding).
const LAST_PERIOD = re(
  String.raw`\b(?:period|periods|lmp|menses|menstruation)\b[^.;!?\n]{0,60}?\b(\d{1,2})\s*(?:weeks?|wks?)\s+ago\b`,
);

// "went from 80kg to 75kg", "from 12 stone down to 10 st": a change of at least 5% in body
// weight, unless it was meant ("on a diet").
const WEIGHT_UNIT = String.raw`(?:kgs?|kilos?|kilograms?|lbs?|pounds?|stones?|st)\b`;
const WEIGHT_CHANGE = re(
  String.raw`\bfrom\s+${NUMBER}\s*(?:${WEIGHT_UNIT})?\s+(?:down |up )?to\s+${NUMBER}\s*${WEIGHT_UNIT}`,
);
const WEIGHT_MEANT = /\b(?:diet\w*|slimming|trying to lose|on purpose|bulking|weight ?watchers)\b/;

function weightChange(from: number, to: number): ReadingFinding[] {
  if (from <= 0 || to <= 0) return [];
  if (to <= from * 0.95) return ['weight_loss'];
  return to >= from * 1.05 ? ['weight_gain'] : [];
}

/** From 20 weeks a pregnancy's own emergencies (pre-eclampsia, abruption, labour) come into play. */
function gestation(weeks: number): ReadingFinding[] {
  if (weeks < 3 || weeks > 43) return [];
  return weeks >= 20 ? ['pregnancy_possible', 'later_pregnancy'] : ['pregnancy_possible'];
}

/**
 * How long a fever has lasted: "a temp on and off for 5 days", "fevers above 39 for five days",
 * "temps since saturday so thats 5 days now", "6 days of fever".
 */
const FEVER_WORDS = String.raw`(?:fevers?|feverish|temps?|temperatures?|pyrexia)`;
/** Number words by value: a week is "a" week. */
const COUNT_WORDS = [
  'a',
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
  'thirteen',
  'fourteen',
];
const COUNT = String.raw`(?<count>\d{1,2}|${COUNT_WORDS.join('|')})`;
const SPAN = String.raw`(?<span>days?|weeks?|wks?)\b(?!\s*(?:ago|old|before|earlier|later))`;
const FEVER = String.raw`(?<fever>${FEVER_WORDS})\b`;
/** Words between the fever and its length, within one sentence (a decimal's point does not end it). */
const FEVER_GAP = String.raw`(?:[^.;!?\n]|\.(?=\d)){0,48}?`;
/** The three ways a fever's length is put, each with its count, span and fever word as named groups. */
const FEVER_LENGTHS = [
  String.raw`${FEVER}${FEVER_GAP}\b(?:for|over|past|last|that's|thats|that is|making it|going on)(?:\s+(?:the|about|around|nearly|almost|over|more than|at least))*\s+${COUNT}\s*${SPAN}`,
  String.raw`${FEVER}${FEVER_GAP}\b(?<span>day) ${COUNT}\b`,
  String.raw`${COUNT}\s*${SPAN}\s+(?:history\s+)?(?:of|with)\s+(?:a\s+)?(?:high\s+)?${FEVER}`,
].map((source) => new RegExp(String.raw`\b${source}`, 'gd'));

/** Days in "5", "five" or "a" days or weeks (NICE NG143: a fever of 5 days or more is amber). */
function feverDays(count: string, span: string): ReadingFinding[] {
  const n = /^\d/.test(count) ? Number(count) : Math.max(1, COUNT_WORDS.indexOf(count));
  const days = span.startsWith('d') ? n : n * 7;
  return days >= 5 ? ['fever_five_days'] : [];
}

/** "never below 95", "not over 38": a bound, not a reading. */
const BOUND_BEFORE =
  /\b(?:not|never|no|isn't|wasn't|hasn't|haven't)\s+(?:\w+\s+){0,2}(?:below|under|over|above|higher|lower|more|less)\b[^\d]{0,12}$/;

function bloodPressure(systolic: number, diastolic: number): ReadingFinding[] {
  if (systolic < 70 || systolic > 260 || diastolic < 30 || diastolic > 160 || systolic - diastolic < 10)
    return [];
  if (systolic < 90) return ['reading_bp_low'];
  const out: ReadingFinding[] = [];
  if (systolic >= 140 || diastolic >= 90) out.push('reading_bp_raised', 'high_bp_reading');
  if (systolic >= 160 || diastolic >= 110) out.push('reading_bp_severe');
  if (systolic >= 180 || diastolic >= 120) out.push('reading_bp_very_high');
  return out;
}

function oxygen(percent: number): ReadingFinding[] {
  if (percent < 50 || percent > 100) return [];
  if (percent <= 92) return ['reading_oxygen_low'];
  return percent <= 94 ? ['reading_oxygen_borderline'] : [];
}

function temperature(value: number, unit: string | undefined): ReadingFinding[] {
  const fahrenheit = unit ? /f/.test(unit) : value >= 90;
  const celsius = fahrenheit ? ((value - 32) * 5) / 9 : value;
  if (celsius < 28 || celsius > 44) return [];
  if (celsius >= 38) return ['fever'];
  return celsius < 35 ? ['reading_temperature_low'] : [];
}

function glucose(value: number, unit: string | undefined): ReadingFinding[] {
  const mmol = unit === 'mg' || (unit === undefined && value > 35) ? value / 18 : value;
  if (mmol < 0.5 || mmol > 60) return [];
  if (mmol < 3) return ['reading_glucose_low'];
  if (mmol >= 20) return ['high_glucose_reading', 'reading_glucose_very_high'];
  return mmol >= 11.1 ? ['high_glucose_reading'] : [];
}

function pulse(bpm: number): ReadingFinding[] {
  if (bpm < 20 || bpm > 300) return [];
  if (bpm < 40) return ['reading_pulse_slow'];
  if (bpm >= 160) return ['reading_pulse_fast', 'reading_pulse_very_fast'];
  return bpm >= 130 ? ['reading_pulse_fast'] : [];
}

function peakFlow(share: number): ReadingFinding[] {
  if (share <= 0 || share > 1.2) return [];
  if (share < 0.5) return ['reading_peak_flow_under_half'];
  return share < 0.75 ? ['reading_peak_flow_reduced'] : [];
}

/** Every reading in the text, in order of its number; a number is read once (the first reader to claim it). */
function findReadings(normal: string): Found[] {
  const found: Found[] = [];
  const claimed = new Set<number>();
  const add = (match: RegExpMatchArray, group: number, findings: readonly ReadingFinding[]) => {
    const at = match.index! + match[0].lastIndexOf(match[group]!);
    if (claimed.has(at)) return;
    claimed.add(at);
    if (BOUND_BEFORE.test(normal.slice(Math.max(0, at - 40), at))) return;
    if (findings.length > 0) found.push({ at, findings });
  };
  for (const m of normal.matchAll(BLOOD_PRESSURE)) add(m, 1, bloodPressure(Number(m[1]), Number(m[2])));
  for (const m of normal.matchAll(OXYGEN)) add(m, 1, oxygen(Number(m[1])));
  for (const m of normal.matchAll(OXYGEN_AFTER)) add(m, 1, oxygen(Number(m[1])));
  let bests: number[] | null = null;
  for (const m of normal.matchAll(PEAK_FLOW)) {
    const value = Number(m[1]);
    if (m[2]) {
      add(m, 1, peakFlow(value / 100));
      continue;
    }
    bests ??= [...normal.matchAll(PEAK_BEST)].map((b) => Number(b[1]));
    const best = bests.find((b) => b >= 100 && b > value);
    add(m, 1, best ? peakFlow(value / best) : []);
  }
  for (const m of normal.matchAll(GLUCOSE)) add(m, 1, glucose(Number(m[1]), m[2]));
  for (const m of normal.matchAll(GLUCOSE_HI))
    add(m, 0, ['high_glucose_reading', 'reading_glucose_very_high']);
  for (const m of normal.matchAll(GESTATION)) add(m, 1, gestation(Number(m[1])));
  for (const m of normal.matchAll(GESTATION_AFTER)) add(m, 1, gestation(Number(m[1])));
  for (const m of normal.matchAll(LAST_PERIOD)) add(m, 1, Number(m[1]) >= 6 ? ['pregnancy_possible'] : []);
  if (!WEIGHT_MEANT.test(normal))
    for (const m of normal.matchAll(WEIGHT_CHANGE)) add(m, 2, weightChange(Number(m[1]), Number(m[2])));
  for (const m of normal.matchAll(PULSE)) add(m, 1, pulse(Number(m[1])));
  for (const m of normal.matchAll(PULSE_UNIT)) add(m, 1, pulse(Number(m[1])));
  for (const m of normal.matchAll(TEMPERATURE)) add(m, 1, temperature(Number(m[1]), m[2]));
  for (const m of normal.matchAll(TEMPERATURE_UNIT)) add(m, 1, temperature(Number(m[1]), m[2]));
  if (TEMPERATURE_TALK.test(normal))
    for (const m of normal.matchAll(BARE_TEMPERATURE)) add(m, 1, temperature(Number(m[1]), 'c'));
  // The reading sits at its count; the fever word's negation applies to it.
  for (const pattern of FEVER_LENGTHS)
    for (const m of normal.matchAll(pattern)) {
      const { count, span } = m.groups!;
      const { count: countAt, fever: feverAt } = m.indices!.groups!;
      found.push({ at: countAt![0], findings: feverDays(count!, span!), negationAt: feverAt![0] });
    }
  return found.sort((a, b) => a.at - b.at);
}

/** The readings in a text as mentions, each in the reading context of the token at its number. */
export function readingMentions(
  readings: CompiledReadings,
  normal: string,
  tokens: readonly Token[],
  states: readonly TokenState[],
): Mention[] {
  if (!/\d|\bhi\b|fever|temp|pyrexia/.test(normal)) return [];
  const out: Mention[] = [];
  const tokenAt = (at: number) => tokens.findIndex((t) => t.end > at);
  for (const { at, findings, negationAt } of findReadings(normal)) {
    const token = tokenAt(at);
    const state = states[token];
    if (token < 0 || !state) continue;
    const negated = negationAt !== undefined && (states[tokenAt(negationAt)]?.negatedBy ?? -1) >= 0;
    const indices = findings.flatMap((id) => {
      const i = readings.get(id);
      return i === undefined ? [] : [{ finding: i, present: null, evenIfUnsure: true }];
    });
    if (indices.length === 0) continue;
    out.push({
      readings: indices,
      start: token,
      end: token + 1,
      clause: state.clause,
      negated,
      uncertain: state.uncertain,
      experiencer: state.experiencer,
      past: state.past,
    });
  }
  return out;
}
