import { TRIAGE_LEVELS } from '@labwise/domain';
import { describe, expect, it } from 'vitest';
import { VIGNETTES } from '../../eval/vignettes';
import { AGE_BANDS, type AnswerMapping, type QuestionDef } from './types';
import {
  AI_ENERGY_LEVEL,
  AI_PRIMARY_CONCERN,
  AI_SYMPTOMS,
  CATALOG_CODES,
  CATALOG_LOINC,
  CLINICIAN_ONLY_CODES,
  FOLLOW_UPS,
  KNOWLEDGE_BASE,
  OPENING_QUESTIONS,
} from './index';

const kb = KNOWLEDGE_BASE;
const findingIds = new Set(kb.findings.map((f) => f.id));
const conditionIds = new Set(kb.conditions.map((c) => c.id));
const catalog = new Set<string>(CATALOG_CODES);
/** Every question the engine may ask: the opening and follow-up questions are part of the KB's list. */
const allQuestions: readonly QuestionDef[] = kb.questions;

const duplicates = (ids: readonly string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
const missing = (ids: readonly string[]) => ids.filter((id) => !findingIds.has(id));

function mappingFindings(m: AnswerMapping): string[] {
  switch (m.kind) {
    case 'yes_no':
      return [m.finding];
    case 'single_choice':
      return m.options.flatMap((o) => [...(o.present ?? []), ...(o.absent ?? []), ...(o.about ?? [])]);
    case 'multi_select':
      return m.options.flatMap((o) => (o.finding === null ? [] : [o.finding]));
    case 'scale':
      return m.bands.flatMap((b) => [...(b.present ?? []), ...(b.absent ?? [])]);
    case 'free_text':
      return [];
  }
}

/** The same light normalisation the free-text parser applies: lower case, hyphens as spaces, plural fold. */
function normalise(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/[-/_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) =>
      w.length > 3 && !w.includes("'") && w.endsWith('s') && !/(ss|us|is)$/.test(w) ? w.slice(0, -1) : w,
    )
    .join(' ');
}

describe('knowledge base integrity', () => {
  it('has unique ids for findings, conditions, red flags and questions', () => {
    expect(duplicates(kb.findings.map((f) => f.id))).toEqual([]);
    expect(duplicates(kb.conditions.map((c) => c.id))).toEqual([]);
    expect(duplicates(kb.redFlags.map((r) => r.id))).toEqual([]);
    expect(duplicates(allQuestions.map((q) => q.id))).toEqual([]);
    for (const id of [...findingIds, ...conditionIds, ...allQuestions.map((q) => q.id)])
      expect(id).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('is large enough to be useful', () => {
    expect(kb.conditions.length).toBeGreaterThanOrEqual(45);
    expect(kb.findings.length).toBeGreaterThanOrEqual(100);
    expect(kb.redFlags.length).toBeGreaterThanOrEqual(15);
  });

  it('references only findings that exist', () => {
    for (const c of kb.conditions) {
      expect(missing(c.findings.map((f) => f.finding)), c.id).toEqual([]);
      expect(duplicates(c.findings.map((f) => f.finding)), c.id).toEqual([]);
      for (const t of c.tests) expect(missing(t.onlyWith ?? []), `${c.id} ${t.code}`).toEqual([]);
    }
    for (const r of kb.redFlags) expect(missing([...r.allOf, ...(r.anyOf ?? [])]), r.id).toEqual([]);
    for (const q of allQuestions)
      expect(missing([...q.informs, ...mappingFindings(q.mapping)]), q.id).toEqual([]);
    for (const p of kb.panels ?? []) expect(missing(p.allOf), p.id).toEqual([]);
  });

  it('keeps every probability strictly between 0 and 1, with a source', () => {
    for (const f of kb.findings) {
      expect(f.leak, f.id).toBeGreaterThan(0);
      expect(f.leak, f.id).toBeLessThan(1);
      expect(f.source.trim(), f.id).not.toBe('');
    }
    for (const c of kb.conditions) {
      for (const cf of c.findings) {
        expect(cf.p, `${c.id} ${cf.finding}`).toBeGreaterThan(0);
        expect(cf.p, `${c.id} ${cf.finding}`).toBeLessThan(1);
        expect(cf.source?.trim() ?? '', `${c.id} ${cf.finding}`).not.toBe('');
      }
    }
    expect(kb.otherPrior).toBeGreaterThan(0);
    expect(kb.otherPrior).toBeLessThan(1);
  });

  it('gives every condition a strong finding, a sourced prior, an ICD-10 code and a valid urgency', () => {
    for (const c of kb.conditions) {
      expect(
        c.findings.some((f) => f.p >= 0.5),
        c.id,
      ).toBe(true);
      expect(c.source.trim(), c.id).not.toBe('');
      expect(c.prior.source.trim(), c.id).not.toBe('');
      expect(c.prior.base, c.id).toBeGreaterThan(0);
      expect(c.prior.base, c.id).toBeLessThan(1);
      for (const [band, m] of Object.entries(c.prior.byAge ?? {})) {
        expect(AGE_BANDS as readonly string[], c.id).toContain(band);
        expect(m, c.id).toBeGreaterThanOrEqual(0);
      }
      for (const m of Object.values(c.prior.bySex ?? {})) expect(m, c.id).toBeGreaterThanOrEqual(0);
      expect(c.icd10, c.id).toMatch(/^[A-Z]\d{2}(\.\d{1,2})?$/);
      expect(TRIAGE_LEVELS, c.id).toContain(c.urgency);
      expect(c.description.trim(), c.id).not.toBe('');
    }
  });

  it('recommends only catalog tests with the catalog LOINC code, never a clinician-only test', () => {
    for (const c of kb.conditions) {
      for (const t of c.tests) {
        expect(catalog.has(t.code), `${c.id} ${t.code}`).toBe(true);
        expect(CLINICIAN_ONLY_CODES, `${c.id} ${t.code}`).not.toContain(t.code);
        expect(t.loinc, `${c.id} ${t.code}`).toBe(CATALOG_LOINC[t.code as keyof typeof CATALOG_LOINC].loinc);
        expect(t.rationale.trim(), `${c.id} ${t.code}`).not.toBe('');
        expect(t.source.trim(), `${c.id} ${t.code}`).not.toBe('');
      }
      expect(duplicates(c.tests.map((t) => t.code)), c.id).toEqual([]);
    }
    for (const p of kb.panels ?? [])
      for (const t of p.tests) expect(catalog.has(t.code), `${p.id} ${t.code}`).toBe(true);
  });

  it('asks for vitamin D, B12 or folate only when a finding justifies it', () => {
    for (const c of kb.conditions) {
      for (const t of c.tests.filter((t) => ['VITD', 'B12', 'FOL'].includes(t.code))) {
        expect(t.onlyWith?.length ?? 0, `${c.id} ${t.code}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives emergencies no tests and makes each reachable by a red flag or a question', () => {
    const emergencies = kb.conditions.filter((c) => c.urgency === 'emergency');
    expect(emergencies.length).toBeGreaterThanOrEqual(10);
    for (const c of emergencies) {
      expect(c.tests, c.id).toEqual([]);
      const strong = new Set(c.findings.filter((f) => f.p >= 0.5).map((f) => f.finding));
      const byRule = kb.redFlags.some((r) => [...r.allOf, ...(r.anyOf ?? [])].some((f) => strong.has(f)));
      const byQuestion = kb.questions.some((q) =>
        [...q.informs, ...mappingFindings(q.mapping)].some((f) => strong.has(f)),
      );
      expect(byRule || byQuestion, c.id).toBe(true);
    }
  });

  it('writes each safety-net clause to follow "call the emergency number if …"', () => {
    for (const r of kb.redFlags) {
      if (r.netClause === undefined) continue;
      expect(r.netClause, r.id).toMatch(/^[a-z]/);
      expect(r.netClause, r.id).not.toMatch(/[.!]$/);
      expect(r.netClause, r.id).not.toMatch(/\b(call 999|go to a&e|call your)\b/i);
    }
  });

  it('has red-flag rules with a reason, a source and at least one finding', () => {
    for (const r of kb.redFlags) {
      expect(r.allOf.length + (r.anyOf?.length ?? 0), r.id).toBeGreaterThan(0);
      expect(r.reason.trim(), r.id).not.toBe('');
      expect(r.source.trim(), r.id).not.toBe('');
    }
  });

  it('gives each free-text phrase to one finding only, in lower case', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const f of kb.findings) {
      for (const s of [...f.synonyms, f.name.toLowerCase()]) {
        expect(
          f.synonyms.every((syn) => syn === syn.toLowerCase()),
          f.id,
        ).toBe(true);
        const key = normalise(s);
        const other = owner.get(key);
        if (other !== undefined && other !== f.id) clashes.push(`${s}: ${other} / ${f.id}`);
        owner.set(key, f.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('maps every question type to a matching answer mapping', () => {
    const kinds: Record<QuestionDef['type'], AnswerMapping['kind'][]> = {
      yes_no: ['yes_no'],
      multiple_choice: ['single_choice', 'multi_select'],
      scale: ['scale'],
      text: ['free_text'],
    };
    for (const q of allQuestions) {
      expect(kinds[q.type], q.id).toContain(q.mapping.kind);
      expect(q.text.trim(), q.id).not.toBe('');
      if (q.mapping.kind === 'single_choice' || q.mapping.kind === 'multi_select') {
        expect(duplicates(q.mapping.options.map((o) => o.value)), q.id).toEqual([]);
        expect(q.mapping.options.length, q.id).toBeGreaterThanOrEqual(2);
      }
      if (q.mapping.kind === 'scale') {
        const bands = [...q.mapping.bands].sort((a, b) => a.min - b.min);
        expect(bands[0]?.min, q.id).toBe(1);
        expect(bands.at(-1)?.max, q.id).toBe(10);
        bands.forEach((b, i) => i > 0 && expect(b.min, q.id).toBe(bands[i - 1]!.max + 1));
      }
    }
  });

  it("opens the AI page with the brief's three fixed questions and the Fatigue and Sleep follow-ups", () => {
    const concern = AI_PRIMARY_CONCERN.mapping;
    expect(concern.kind).toBe('single_choice');
    if (concern.kind === 'single_choice') {
      expect(concern.options).toHaveLength(7);
      expect(concern.options.map((o) => o.value)).toEqual(expect.arrayContaining(['Fatigue', 'Sleep']));
    }
    const energy = AI_ENERGY_LEVEL.mapping;
    expect(AI_ENERGY_LEVEL.type).toBe('scale');
    if (energy.kind === 'scale') {
      for (let v = 1; v <= 10; v += 1) {
        const band = energy.bands.find((b) => v >= b.min && v <= b.max);
        expect(band?.present?.includes('fatigue') ?? false, `energy ${v}`).toBe(v <= 4);
      }
    }
    const symptoms = AI_SYMPTOMS.mapping;
    expect(symptoms.kind).toBe('multi_select');
    if (symptoms.kind === 'multi_select') {
      expect(symptoms.options).toHaveLength(8);
      expect(symptoms.options.every((o) => o.finding !== null && findingIds.has(o.finding))).toBe(true);
    }
    expect(OPENING_QUESTIONS.find((q) => q.id === 'concern_text')).toMatchObject({
      type: 'text',
      required: true,
      text: 'Describe your main health concern in your own words.',
      mapping: { kind: 'free_text' },
    });
    const inKb = new Set(kb.questions);
    for (const q of [...OPENING_QUESTIONS, ...FOLLOW_UPS.Fatigue, ...FOLLOW_UPS.Sleep])
      expect(inKb.has(q), q.id).toBe(true);
    expect(FOLLOW_UPS.Fatigue.length).toBeGreaterThanOrEqual(3);
    expect(FOLLOW_UPS.Sleep.flatMap((q) => mappingFindings(q.mapping))).toEqual(
      expect.arrayContaining(['snoring', 'witnessed_apnoeas', 'difficulty_sleeping', 'daytime_sleepiness']),
    );
  });
});

describe('evaluation vignettes', () => {
  it('cover every condition of the knowledge base', () => {
    const covered = new Set(VIGNETTES.flatMap((v) => v.expected.conditions));
    expect(kb.conditions.map((c) => c.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('use only findings, conditions and catalog tests that exist', () => {
    for (const v of VIGNETTES) {
      expect(missing([...v.present, ...(v.absent ?? [])]), v.id).toEqual([]);
      expect(
        v.present.filter((id) => v.absent?.includes(id)),
        v.id,
      ).toEqual([]);
      expect(
        v.expected.conditions.filter((id) => !conditionIds.has(id)),
        v.id,
      ).toEqual([]);
      expect(
        v.expected.tests.filter((code) => !catalog.has(code)),
        v.id,
      ).toEqual([]);
      expect(v.source.trim(), v.id).not.toBe('');
      expect(v.text.trim(), v.id).not.toBe('');
    }
    expect(duplicates(VIGNETTES.map((v) => v.id))).toEqual([]);
  });

  it('never expect a test order for an emergency, nor a clinician-only test', () => {
    for (const v of VIGNETTES) {
      if (v.expected.triage === 'emergency') expect(v.expected.tests, v.id).toEqual([]);
      for (const code of CLINICIAN_ONLY_CODES) expect(v.expected.tests, v.id).not.toContain(code);
    }
  });

  it('have enough cases, red flags and no-test cases, tagged consistently', () => {
    const redFlag = VIGNETTES.filter((v) => v.tags?.includes('red_flag'));
    const noTest = VIGNETTES.filter((v) => v.tags?.includes('no_test'));
    expect(VIGNETTES.length).toBeGreaterThanOrEqual(60);
    expect(redFlag.length).toBeGreaterThanOrEqual(15);
    expect(noTest.length).toBeGreaterThanOrEqual(10);
    for (const v of redFlag) expect(['emergency', 'urgent'], v.id).toContain(v.expected.triage);
    for (const v of noTest) expect(v.expected.tests, v.id).toEqual([]);
  });
});
