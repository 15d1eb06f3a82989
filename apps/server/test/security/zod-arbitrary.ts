import fc from 'fast-check';

/**
 * fast-check arbitraries from the routes' own zod schemas (the subset the API uses), so every
 * endpoint can be fuzzed with inputs that are valid in shape and with mutations of them. Strings
 * mix in SQL-injection and markup payloads: the server must treat them as plain text.
 */
type Def = {
  type: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean; format?: string } } }[];
  format?: string;
  shape?: Record<string, unknown>;
  entries?: Record<string, string>;
  values?: unknown[];
  element?: unknown;
  innerType?: unknown;
  options?: unknown[];
  in?: unknown;
  catchall?: { _zod: { def: { type: string } } };
  keyType?: unknown;
  valueType?: unknown;
};
type Schema = { _zod: { def: Def }; minLength?: number | null; maxLength?: number | null; shape?: Record<string, unknown> };

export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '../../etc/passwd',
  '\u0000',
  '𝓤𝓷𝓲𝓬𝓸𝓭𝓮 ✓',
];

const defOf = (schema: unknown) => (schema as Schema)._zod.def;

function stringBounds(schema: Schema): { min: number; max: number } {
  let min = schema.minLength ?? 0;
  let max = schema.maxLength ?? 60;
  for (const check of defOf(schema).checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum);
  }
  return { min, max: Math.max(min, Math.min(max, 60)) };
}

function numberBounds(def: Def): { min: number; max: number; integer: boolean } {
  let min = -1e6;
  let max = 1e6;
  let integer = false;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32')) integer = true;
    if (c.check === 'greater_than' && c.value !== undefined) min = c.inclusive ? c.value : c.value + (integer ? 1 : 1e-6);
    if (c.check === 'less_than' && c.value !== undefined) max = c.inclusive ? c.value : c.value - (integer ? 1 : 1e-6);
  }
  return { min, max, integer };
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const def = defOf(schema);
  const format = def.format ?? def.checks?.map((c) => c._zod.def.format).find(Boolean);
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.constantFrom('a@example.com', 'someone.else@example.org', 'x+tag@example.net');
    case 'datetime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('1920-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'url':
      return fc.constant('https://example.com/x');
  }
  const { min, max } = stringBounds(schema);
  const plain = fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' }).map((s) => (s.trim().length >= min ? s : s.padEnd(min, 'x')));
  const hostile = fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length >= min && s.length <= max));
  return HOSTILE_STRINGS.some((s) => s.length >= min && s.length <= max) ? fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: hostile }) : plain;
}

/** An input valid in shape for `schema` (business rules may still refuse it). */
export function validArbitrary(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = (schema as Schema).shape ?? def.shape ?? {};
      const required: string[] = [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) {
        model[key] = validArbitrary(value, depth + 1);
        const kind = defOf(value).type;
        if (kind !== 'optional' && kind !== 'default') required.push(key);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(schema as Schema);
    case 'number': {
      const { min, max, integer } = numberBounds(def);
      return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'int':
      return fc.integer({ min: -1000, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array': {
      let minLength = 0;
      let maxLength = 4;
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'min_length' && c.minimum !== undefined) minLength = c.minimum;
        if (c.check === 'max_length' && c.maximum !== undefined) maxLength = Math.min(maxLength, c.maximum);
      }
      return fc.array(validArbitrary(def.element, depth + 1), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'optional':
    case 'default':
      return fc.option(validArbitrary(def.innerType, depth + 1), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(validArbitrary(def.innerType, depth + 1), { nil: null, freq: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => validArbitrary(o, depth + 1)));
    case 'pipe':
      return validArbitrary(def.in, depth);
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 10, unit: 'grapheme-ascii' }), validArbitrary(def.valueType, depth + 1), { maxKeys: 3 });
    case 'null':
      return fc.constant(null);
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** Whether unknown keys are refused (a strict object body). */
export function isStrictObject(schema: unknown): boolean {
  const def = defOf(schema);
  return def.type === 'object' && def.catchall?._zod.def.type === 'never';
}

/** Hostile variations of a valid input: wrong types, smuggled keys, hostile strings, random JSON. */
export function mutatedArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema);
  const smuggled = fc.constantFrom<[string, unknown]>(['role', 'admin'], ['status', 'completed'], ['patientId', '00000000-0000-4000-8000-000000000000'], ['labId', '00000000-0000-4000-8000-000000000000'], ['userId', 'x'], ['isAdmin', true]);
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.tuple(valid, smuggled).map(([v, [key, value]]) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [key]: value } : v)),
    fc.tuple(valid, fc.constantFrom(...HOSTILE_STRINGS, 12345, -1, 1e308, true, null, [], {})).map(([v, bad]) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return bad;
      const keys = Object.keys(v);
      return keys.length ? { ...v, [keys[bad === null ? 0 : keys.length - 1]!]: bad } : { x: bad };
    }),
  );
}
