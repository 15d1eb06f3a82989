import type { TriageLevel } from '@labwise/domain';
import type { BodySystem } from '../external/gold-icd10';

/**
 * A case for diagnostic accuracy, written from the outside: from a condition's textbook
 * presentation and its epidemiology in primary, urgent and emergency care, in the words a case
 * report or a patient would use, without reading the knowledge base or the parser. The diagnosis
 * is named and coded in ICD-10 from the name alone, so that matching it to the knowledge base
 * cannot be bent to fit.
 */
export interface DiagnosisCase {
  /** 'dx-001' …; held-out cases 'dx-h-001' …. */
  id: string;
  /** What is written first: a case note ("A 34-year-old woman presents with …") or a patient's own words. */
  text: string;
  /** Years; infants as fractions (0.5 = 6 months). */
  age: number;
  sex: 'male' | 'female';
  pregnant?: boolean;
  /** Everything else true that the patient would confirm if asked, one short sentence each (history, examination findings a patient could report, exposures). */
  facts: readonly string[];
  /** What the patient would deny if asked, one short sentence each ("no fever"). */
  denies: readonly string[];
  /** The diagnosis as a clinician would name it. */
  diagnosis: string;
  /** Its ICD-10 code(s): WHO categories (ICD-10-CM where WHO has none); a case matches a condition coded under any of them. */
  icd10: readonly string[];
  system: BodySystem;
  /** The minimum safe triage, and the level a careful clinician would give. */
  minLevel: TriageLevel;
  level: TriageLevel;
  /** The guideline or textbook the presentation follows ('NICE CKS <topic>', 'clinical judgement'). */
  source: string;
}
