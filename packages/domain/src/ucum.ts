/**
 * Units of measure as UCUM codes (the Unified Code for Units of Measure, case-sensitive form),
 * the units HL7 v2, FHIR (`http://unitsofmeasure.org`) and LOINC exchange: `10*9/L`, `mg/dL`,
 * `m[IU]/L`, `mL/min/{1.73_m2}`. A unit is checked against the UCUM grammar (§2–§4 of the
 * specification) over the atoms a clinical laboratory uses, listed below.
 */

/** Prefixes (UCUM §2.2, table 1). `da` before `d` so the two-letter one is tried first. */
const PREFIXES = ['Y', 'Z', 'E', 'P', 'T', 'G', 'M', 'k', 'h', 'da', 'd', 'c', 'm', 'u', 'n', 'p', 'f', 'a', 'z', 'y'];

/** Metric atoms (may take a prefix): SI base and derived units, chemistry and clinical units. */
const METRIC_ATOMS = [
  'm', 's', 'g', 'mol', 'L', 'l', 'K', 'Cel', 'Pa', 'J', 'W', 'A', 'V', 'Hz', 'N', 'Bq', 'Gy', 'Sv', 'bar', 'cal',
  'eq', 'osm', 'kat', 'U', '[iU]', '[IU]', 'm[Hg]', 'm[H2O]', 't',
];

/**
 * Atoms without prefixes. UCUM also lists `10^` beside `10*`; only `10*` is accepted because
 * `^` separates components in HL7 v2 and LOINC and FHIR write `10*`.
 */
const NON_METRIC_ATOMS = [
  '10*', '%', '[ppth]', '[ppm]', '[ppb]', '[pptr]', 'min', 'h', 'd', 'wk', 'mo', 'a', '[pH]', "[arb'U]", '[CFU]', '[HPF]', '[LPF]',
  '[degF]', '[lb_av]', '[oz_av]', '[in_i]', '[ft_i]', '[mi_i]', '[drp]', '[S]',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (list: string[]) => [...list].sort((a, b) => b.length - a.length).map(escape).join('|');

// component := annotatable annotation? | annotation | factor; annotatable := simpleUnit exponent?
// An annotation is ASCII 33–126 without braces (UCUM §2.1 ¶16–19).
const SIMPLE_UNIT = `(?:(?:${alternation(PREFIXES)})?(?:${alternation(METRIC_ATOMS)})|(?:${alternation(NON_METRIC_ATOMS)}))`;
const COMPONENT = new RegExp(`^(?:${SIMPLE_UNIT}(?:[+-]?\\d+)?(?:\\{[!-z|~]*\\})?|\\{[!-z|~]*\\}|\\d+)$`);

/** Splits a term at its top-level `.` and `/` (not inside braces or brackets or parentheses). */
function components(term: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let inBraces = false;
  let start = 0;
  for (let i = 0; i < term.length; i += 1) {
    const c = term[i];
    if (inBraces) {
      if (c === '}') inBraces = false;
      continue;
    }
    if (c === '{') inBraces = true;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if ((c === '.' || c === '/') && depth === 0) {
      parts.push(term.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) return null;
  }
  if (depth !== 0 || inBraces) return null;
  parts.push(term.slice(start));
  return parts;
}

function isTerm(term: string): boolean {
  const parts = components(term);
  if (!parts) return false;
  return parts.every((part) => {
    if (part.startsWith('(') && part.endsWith(')')) return isTerm(part.slice(1, -1));
    return part !== '' && COMPONENT.test(part);
  });
}

/** Whether `unit` is a UCUM code Labwise accepts; an empty unit is not one (write `{ratio}`, `1`…). */
export function isUcumUnit(unit: string): boolean {
  if (unit === '' || unit.length > 40 || /\s/.test(unit)) return false;
  return isTerm(unit.startsWith('/') ? unit.slice(1) : unit);
}

/** Spellings labs commonly send for units that have a UCUM code of their own. */
const LEGACY_SPELLINGS: Readonly<Record<string, string>> = {
  'miu/l': 'm[IU]/L',
  'miu/ml': 'm[IU]/mL',
  'uiu/ml': 'u[IU]/mL',
  'iu/l': '[IU]/L',
  'iu/ml': '[IU]/mL',
  'mg/l feu': 'mg{FEU}/L',
  'ug/ml feu': 'ug{FEU}/mL',
  'mm/hr': 'mm/h',
  'ph': '[pH]',
};

/**
 * The UCUM code for a unit written the way labs often write it (`10^9/L`, `x10E9/L`, `mIU/L`,
 * `µg/L`, `mg/L FEU`); a unit that is already UCUM, or that is not known, comes back unchanged
 * apart from surrounding spaces.
 */
export function toUcum(unit: string): string {
  const trimmed = unit.trim().replaceAll('µ', 'u').replaceAll('μ', 'u');
  const power = /^(?:x\s*)?10\s*(?:\^|\*|E|e)\s*(\d+)\s*\/\s*(L|l|uL|mL)$/.exec(trimmed);
  if (power) return `10*${power[1]}/${power[2]}`;
  return LEGACY_SPELLINGS[trimmed.toLowerCase().replace(/\s+/g, ' ')] ?? trimmed;
}

/** The unit's UCUM spelling and the raw one, lower-cased: the keys to compare two units by. */
export function unitKeys(unit: string): string[] {
  return [...new Set([unit.trim().toLowerCase(), toUcum(unit).toLowerCase()])];
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const superscript = (digits: string) => [...digits].map((d) => SUPERSCRIPTS[Number(d)] ?? d).join('');

/**
 * A UCUM code as people read it on a report: `m[IU]/L` → `mIU/L`, `10*9/L` → `10⁹/L`,
 * `ug/L` → `µg/L`, `mg{FEU}/L` → `mg/L FEU`, `mL/min/{1.73_m2}` → `mL/min/1.73 m²`. A unit
 * that only says what kind of number it is (`{ratio}`, `{presence}`, `1`, `[pH]`) reads as
 * nothing after the value.
 */
export function unitLabel(unit: string): string {
  const code = unit.trim();
  if (code === '1' || code === '[pH]' || /^\{[^{}]*\}$/.test(code)) return '';
  const notes: string[] = [];
  const label = code
    // A note on a unit (mg{FEU}) goes after it; a note standing alone ({1.73_m2}) stays in place.
    .replace(/([^./({])\{([^{}]*)\}/g, (_, before: string, note: string) => {
      notes.push(note.replace(/_/g, ' '));
      return before;
    })
    .replace(/\{([^{}]*)\}/g, (_, note: string) => note.replace(/_/g, ' ').replace(/m2$/, 'm²'))
    .replace(/10\*(\d+)/g, (_, power: string) => `10${superscript(power)}`)
    .replace(/(^|[./])u(?=g|L|l|mol|m|\[|eq|kat)/g, '$1µ')
    .replace(/Cel/g, '°C')
    .replace(/[[\]]/g, '');
  return [label, ...notes].join(' ');
}
