import { test } from './catalog';
import { CONDITIONS, FILE_FINDINGS, FILE_IMPLIES, FILE_QUESTIONS, FILE_RED_FLAGS } from './conditions';
import { FINDINGS } from './findings';
import { FINDING_IMPLIES } from './finding-hierarchy';
import { MINOR_FINDINGS } from './findings-minor';
import { RESPIRATORY_FINDINGS, WOMENS_HEALTH_FINDINGS } from './findings-respiratory-women';
import { SEVERITY_FINDINGS } from './findings-severity';
import { READING_FINDINGS_KB } from './findings-readings';
import { READING_SIGNS } from './severity-signs-readings';
import { MINOR_DANGER_SIGNS, RISK_GROUP_FINDINGS, SEVERITY_SIGNS } from './severity-signs';
import { FOLLOW_UP_ONLY_QUESTIONS, OPENING_QUESTIONS } from './opening-questions';
import { QUESTIONS } from './questions';
import { RED_FLAGS } from './red-flags';
import type { KnowledgeBase, TestPanelDef } from './types';

export { CATALOG_CODES, CATALOG_LOINC, CLINICIAN_ONLY_CODES, type CatalogCode } from './catalog';
export {
  AI_ENERGY_LEVEL,
  AI_INITIAL_QUESTIONS,
  AI_PRIMARY_CONCERN,
  AI_OWN_WORDS,
  AI_SAFETY_SCREEN,
  AI_FU_FATIGUE_DURATION,
  AI_FU_SLEEP_SNORING,
  AI_SYMPTOMS,
  CONCERN_TEXT,
  FOLLOW_UP_ONLY_QUESTIONS,
  FOLLOW_UPS,
  LOW_ENERGY_MAX,
  OPENING_QUESTIONS,
  type FollowUpTrigger,
} from './opening-questions';
export { FINDINGS } from './findings';
export { QUESTIONS } from './questions';
export { RED_FLAGS } from './red-flags';
export { MINOR_DANGER_SIGNS, SEVERITY_SIGNS, RISK_GROUP_FINDINGS } from './severity-signs';
export { SEVERITY_FINDINGS } from './findings-severity';
export { FINDING_IMPLIES } from './finding-hierarchy';

export { CONDITIONS };

const CKS_TIREDNESS = 'NICE CKS Tiredness/fatigue in adults (2021): first-line investigations';

export const PANELS: readonly TestPanelDef[] = [
  {
    id: 'tiredness_first_line',
    name: 'First-line blood tests for unexplained tiredness',
    allOf: ['fatigue'],
    tests: [
      test('CBC', 'Looks for anaemia or a blood disorder behind the tiredness.', CKS_TIREDNESS),
      test(
        'CMP',
        'Kidney and liver function, salts and calcium exclude common medical causes of tiredness.',
        CKS_TIREDNESS,
      ),
      test('TSH', 'Excludes an under- or overactive thyroid.', CKS_TIREDNESS),
      test('FERR', 'Low iron stores cause tiredness even before anaemia appears.', CKS_TIREDNESS),
      test('HBA1C', 'Excludes diabetes.', CKS_TIREDNESS),
      test('CRP', 'A raised CRP points to inflammation or infection.', CKS_TIREDNESS),
    ],
    source: `${CKS_TIREDNESS}. B12, folate, vitamin D and coeliac tests only when the answers point to them.`,
  },
];

/**
 * The questionnaire's knowledge base: data, every number sourced (see NOTICE.md for licences).
 * `questions` holds every question the engine may ask: the knowledge-base questions, the opening
 * questions (asked first, by the interview plan) and the follow-up-only questions.
 */
export const KNOWLEDGE_BASE: KnowledgeBase = {
  version: '2.0.0',
  findings: [
    ...FINDINGS,
    ...SEVERITY_FINDINGS,
    ...READING_FINDINGS_KB,
    ...MINOR_FINDINGS,
    ...RESPIRATORY_FINDINGS,
    ...WOMENS_HEALTH_FINDINGS,
    ...FILE_FINDINGS,
  ],
  conditions: CONDITIONS,
  redFlags: [...RED_FLAGS, ...SEVERITY_SIGNS, ...READING_SIGNS, ...MINOR_DANGER_SIGNS, ...FILE_RED_FLAGS],
  riskGroupFindings: RISK_GROUP_FINDINGS,
  implies: [...FINDING_IMPLIES, ...FILE_IMPLIES],
  questions: [...QUESTIONS, ...FILE_QUESTIONS, ...OPENING_QUESTIONS, ...FOLLOW_UP_ONLY_QUESTIONS],
  otherPrior: 0.35,
  panels: PANELS,
};
