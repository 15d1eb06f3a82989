/**
 * HL7 v2 "ER7" (pipe-and-hat) encoding: segments, fields, repetitions, components and
 * subcomponents, with the separators and escape character a message declares in MSH-1 and MSH-2.
 * Structure is split first and escape sequences are decoded last, so an escaped separator never
 * splits a value.
 */

export type Encoding = {
  field: string;
  component: string;
  repetition: string;
  escape: string;
  subcomponent: string;
};

export const DEFAULT_ENCODING: Encoding = { field: '|', component: '^', repetition: '~', escape: '\\', subcomponent: '&' };

/** One segment; `fields[n]` is field n as sent (still escaped). For MSH, fields[1] is MSH-1. */
export type Segment = { name: string; fields: string[] };

export type Er7Message = { encoding: Encoding; segments: Segment[] };

export class Hl7ParseError extends Error {
  override name = 'Hl7ParseError';
}

/** MLLP framing (VT … FS CR) and a byte-order mark may wrap a message; neither is content. */
const FRAMING = new Set(['\uFEFF', '\u000B', '\u001C']);
function unwrap(text: string): string {
  let start = 0;
  let end = text.length;
  const framing = (char: string) => FRAMING.has(char) || /\s/.test(char);
  while (start < end && framing(text.charAt(start))) start += 1;
  while (end > start && framing(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

const SEGMENT_NAME = /^[A-Z][A-Z0-9]{2}$/;

export function parseEr7(input: string): Er7Message {
  const text = unwrap(input);
  if (!text.startsWith('MSH')) throw new Hl7ParseError('The message must start with an MSH segment.');
  const field = text.charAt(3);
  const end = text.indexOf(field, 4);
  const declared = end === -1 ? '' : text.slice(4, end);
  if (!field || /[\w\r\n]/.test(field) || declared.length < 4 || declared.length > 5) {
    throw new Hl7ParseError('MSH-1 and MSH-2 must declare the field separator and four encoding characters (e.g. MSH|^~\\&|).');
  }
  const [component, repetition, escape, subcomponent] = declared.split('') as [string, string, string, string];
  const all = [field, component, repetition, escape, subcomponent];
  if (new Set(all).size !== all.length || all.some((c) => /[\w\s]/.test(c))) {
    throw new Hl7ParseError('MSH-2 encoding characters must be four distinct punctuation characters.');
  }
  const encoding: Encoding = { field, component, repetition, escape, subcomponent };

  const segments: Segment[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.trim() === '') continue;
    const name = line.slice(0, 3);
    if (!SEGMENT_NAME.test(name) || (line.length > 3 && line.charAt(3) !== field)) {
      throw new Hl7ParseError(`Segment ${segments.length + 1} does not start with a segment name followed by "${field}".`);
    }
    const parts = line.split(field);
    // MSH-1 is the field separator itself, so MSH's fields sit one place further than the split.
    const fields = name === 'MSH' ? ['MSH', field, ...parts.slice(1)] : parts;
    segments.push({ name, fields });
  }
  return { encoding, segments };
}

/** Decodes \F\ \S\ \T\ \R\ \E\, hexadecimal \Xhh…\ and line breaks \.br\; highlighting is dropped. */
export function unescapeText(value: string, enc: Encoding): string {
  const e = enc.escape;
  if (!value.includes(e)) return value;
  let out = '';
  let i = 0;
  while (i < value.length) {
    const char = value.charAt(i);
    if (char !== e) {
      out += char;
      i += 1;
      continue;
    }
    const close = value.indexOf(e, i + 1);
    if (close === -1) {
      out += value.slice(i);
      break;
    }
    const code = value.slice(i + 1, close);
    const replacement = decodeSequence(code, enc);
    out += replacement ?? value.slice(i, close + 1);
    i = close + 1;
  }
  return out;
}

function decodeSequence(code: string, enc: Encoding): string | null {
  switch (code) {
    case 'F':
      return enc.field;
    case 'S':
      return enc.component;
    case 'T':
      return enc.subcomponent;
    case 'R':
      return enc.repetition;
    case 'E':
      return enc.escape;
    case 'H':
    case 'N':
      return '';
    case '.br':
      return '\n';
  }
  if (/^X([0-9A-Fa-f]{2})+$/.test(code)) return Buffer.from(code.slice(1), 'hex').toString('utf8');
  if (/^\.(sp|in|ti|fi|nf|ce|sk)/.test(code)) return code.startsWith('.sp') ? '\n' : '';
  return null;
}

/** The inverse for text Labwise writes into a message (e.g. an acknowledgement's reason). */
export function escapeText(value: string, enc: Encoding = DEFAULT_ENCODING): string {
  const map: [string, string][] = [
    [enc.escape, 'E'],
    [enc.field, 'F'],
    [enc.component, 'S'],
    [enc.subcomponent, 'T'],
    [enc.repetition, 'R'],
  ];
  let out = '';
  for (const char of value) {
    const hit = map.find(([c]) => c === char);
    if (hit) out += `${enc.escape}${hit[1]}${enc.escape}`;
    else if (char === '\r' || char === '\n') out += `${enc.escape}.br${enc.escape}`;
    else out += char;
  }
  return out;
}

/**
 * A field written in one message's encoding, rewritten in another's: the structure (repetitions,
 * components, subcomponents) is kept, and every value is decoded and escaped again, so a character
 * that is plain text for the sender but a separator for the receiver (a custom MSH-1/MSH-2) stays text.
 */
export function reencode(raw: string, from: Encoding, to: Encoding = DEFAULT_ENCODING): string {
  return raw
    .split(from.repetition)
    .map((repetition) =>
      repetition
        .split(from.component)
        .map((component) =>
          component
            .split(from.subcomponent)
            .map((value) => escapeText(unescapeText(value, from), to))
            .join(to.subcomponent),
        )
        .join(to.component),
    )
    .join(to.repetition);
}

/** Read access to one parsed message: values come back unescaped, positions are 1-based as in the standard. */
export class Er7Reader {
  constructor(readonly message: Er7Message) {}

  get encoding(): Encoding {
    return this.message.encoding;
  }

  /** The raw (escaped) field n of a segment; '' when absent. */
  raw(segment: Segment, n: number): string {
    return segment.fields[n] ?? '';
  }

  repetitions(segment: Segment, n: number): string[] {
    const raw = this.raw(segment, n);
    if (segment.name === 'MSH' && (n === 1 || n === 2)) return [raw];
    return raw === '' ? [] : raw.split(this.encoding.repetition);
  }

  /** Components of one repetition of a field, each unescaped (subcomponents kept joined). */
  components(segment: Segment, n: number, repetition = 0): string[] {
    const rep = this.repetitions(segment, n)[repetition] ?? '';
    return rep.split(this.encoding.component).map((c) => unescapeText(c, this.encoding));
  }

  /** One value: field n, component c, subcomponent s (1-based), first repetition unless told. */
  value(segment: Segment, n: number, c = 1, s = 1, repetition = 0): string {
    if (segment.name === 'MSH' && (n === 1 || n === 2)) return this.raw(segment, n);
    const rep = this.repetitions(segment, n)[repetition] ?? '';
    const component = rep.split(this.encoding.component)[c - 1] ?? '';
    const sub = component.split(this.encoding.subcomponent)[s - 1] ?? '';
    return unescapeText(sub, this.encoding).trim();
  }

  /** A whole field with its structure separators kept but escapes decoded (for display). */
  text(segment: Segment, n: number): string {
    return unescapeText(this.raw(segment, n), this.encoding);
  }
}
