import type { TriageLevel } from '@labwise/domain';
import type { Engine } from '../src/engine/engine';
import { NEEDS_A_SYMPTOM } from '../src/parse/lexicon';
import type { Vignette } from './vignette';

/**
 * One case of any evaluation set, in a common shape for the three paths (static, interactive, AI
 * page). `present` / `absent` are finding ids the simulated patient answers yes / no to; anything
 * else is "no". `facts` are extra finding ids known without being in the text (the static path
 * adds them as evidence).
 */
export interface EvalCase {
  id: string;
  set: string;
  age: number | null;
  sex: 'male' | 'female';
  /** The patient's own words (the opening free text). */
  text: string;
  /** Further sentences the patient would confirm (the static path adds them to the text). */
  facts: readonly string[];
  /** Finding ids the static path gives as evidence besides the text. */
  staticEvidence: readonly string[];
  present: readonly string[];
  absent: readonly string[];
  /** The lowest safe level, and the expected level. */
  minLevel: TriageLevel;
  level: TriageLevel;
  /** Acceptable condition ids, when the set names a modelled diagnosis; [] when none applies or is modelled. */
  diagnoses: readonly string[];
  /** Conditions that name the diagnosis's family but not the disease (external set), reported apart. */
  umbrella?: readonly string[];
  /** The body system of the case's diagnosis (external set). */
  system?: string;
}

export function fromVignette(v: Vignette): EvalCase {
  return {
    id: v.id,
    set: 'vignettes',
    age: v.age,
    sex: v.sex,
    text: v.text,
    facts: [],
    staticEvidence: v.present,
    present: v.present,
    absent: v.absent ?? [],
    minLevel: v.expected.triage,
    level: v.expected.triage,
    diagnoses: v.expected.conditions,
  };
}

/** A case written in patient language: findings are what the parser reads in its text and facts. */
export interface TextCase {
  id: string;
  text: string;
  age: number | null;
  sex: 'male' | 'female';
  pregnant?: boolean;
  facts: readonly string[];
  denies: readonly string[];
  minLevel: TriageLevel;
  level: TriageLevel;
  diagnoses?: readonly string[];
  umbrella?: readonly string[];
  system?: string;
}

/** `facts` are id-free sentences here; `staticEvidence` carries what the case states outside its words (pregnancy). */

/** Findings read as present from the phrases, and every finding named by `denies` (negated or not) as absent. */
export function fromText(engine: Engine, set: string, t: TextCase): EvalCase {
  const present = new Set<string>();
  for (const phrase of [t.text, ...t.facts])
    for (const f of engine.parse(phrase)) if (f.present) present.add(f.id);
  // "It came up yesterday." alone says nothing (a time is read only alongside a symptom), but the
  // patient knows how long their blister has been there: read times in the whole story too.
  for (const f of engine.parse([t.text, ...t.facts].join('. ')))
    if (f.present && NEEDS_A_SYMPTOM.has(f.id)) present.add(f.id);
  if (t.pregnant) present.add('pregnancy_possible');
  // A patient with a specific finding has the general one too: pain low on the right is tummy pain,
  // so the simulated patient says yes when asked about tummy pain (the knowledge base's hierarchy).
  for (let grew = true; grew;) {
    grew = false;
    for (const [specific, general] of engine.kb.implies ?? [])
      if (present.has(specific) && !present.has(general)) {
        present.add(general);
        grew = true;
      }
  }
  const absent = new Set<string>();
  for (const phrase of t.denies)
    for (const f of engine.parse(phrase)) if (!present.has(f.id)) absent.add(f.id);
  return {
    id: t.id,
    set,
    age: t.age,
    sex: t.sex,
    text: t.text,
    facts: t.facts,
    staticEvidence: t.pregnant ? ['pregnancy_possible'] : [],
    present: [...present],
    absent: [...absent],
    minLevel: t.minLevel,
    level: t.level,
    diagnoses: t.diagnoses ?? [],
    ...(t.umbrella ? { umbrella: t.umbrella } : {}),
    ...(t.system ? { system: t.system } : {}),
  };
}
