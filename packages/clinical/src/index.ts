/**
 * @labwise/clinical — the questionnaire's reasoning engine (knowledge base + inference).
 *
 * `engine` is the engine over the shipped knowledge base; its methods are also exported as plain
 * functions. Everything is pure and deterministic (no clock, randomness or I/O); the knowledge
 * base's tables are compiled once, when this module loads.
 */
import { createEngine, type Engine } from './engine/engine';
import type { InterviewPlan } from './engine/interview';
import { DEFAULT_OPTIONS } from './engine/options';
import { readFreeText, removeFindingsFromText } from './parse/parse';
import type { FreeTextReader, InterpretResults } from './contract';
import { createResultsInterpreter } from './results/interpret';
import { selfCheck as runSelfCheck, type SelfCheckResult } from './self-check';
import {
  AI_INITIAL_QUESTIONS,
  AI_PRIMARY_CONCERN,
  AI_OWN_WORDS,
  AI_SAFETY_SCREEN,
  CLINICIAN_ONLY_CODES,
  CONCERN_TEXT,
  FOLLOW_UPS,
  KNOWLEDGE_BASE,
} from './kb';

export type * from './contract';
export type * from './kb/types';
export { createEngine, type Engine, type EngineConfig } from './engine/engine';
export type { Analysis, StopReason } from './engine/diagnose';
export type { InterviewPlan } from './engine/interview';
export { DEFAULT_OPTIONS, type EngineOptions, type EngineOptionsInput } from './engine/options';
export { CANNOT_TELL, TEXT_NOT_UNDERSTOOD, TRIAGE_ADVICE, safetyNetFor } from './engine/triage';
export { CATALOG_LOINC, TEST_NAMES } from './kb/catalog';
export { createResultsInterpreter } from './results/interpret';
export { ckdEpi2021 } from './results/egfr';
export { SELF_CHECK_CASES, type SelfCheckResult } from './self-check';
export { KNOWLEDGE_BASE };

/** The shipped knowledge base's version; stored with every analysis. */
export const KNOWLEDGE_BASE_VERSION = KNOWLEDGE_BASE.version;

/**
 * Dashboard sessions open with the free-text concern, then the safety screen; the AI page with its
 * three fixed questions, their follow-ups, the patient's own words and the same screen. The screen
 * asks the common emergencies in one question: one at a time they could only be asked when the
 * opening words pointed at them, and an interview that stopped early never reached the rest.
 */
export const INTERVIEW_PLAN: InterviewPlan = {
  dashboardOpening: [CONCERN_TEXT.id, AI_SAFETY_SCREEN.id],
  aiOpening: [...AI_INITIAL_QUESTIONS, AI_OWN_WORDS, AI_SAFETY_SCREEN].map((q) => q.id),
  followUpTrigger: AI_PRIMARY_CONCERN.id,
  followUps: Object.entries(FOLLOW_UPS).map(([when, questions]) => ({
    when,
    questions: questions.map((q) => q.id),
  })),
};

export const engine: Engine = createEngine(KNOWLEDGE_BASE, {
  plan: INTERVIEW_PLAN,
  options: {
    clinicianOnlyTests: [...new Set([...DEFAULT_OPTIONS.clinicianOnlyTests, ...CLINICIAN_ONLY_CODES])],
  },
});

export const parse: Engine['parse'] = (text) => engine.parse(text);
export const diagnose: Engine['diagnose'] = (input) => engine.diagnose(input);
export const interview: Engine['interview'] = (input) => engine.interview(input);
export const findQuestion: Engine['findQuestion'] = (id) => engine.findQuestion(id);
export const evidenceFromAnswer: Engine['evidenceFromAnswer'] = (questionId, response) =>
  engine.evidenceFromAnswer(questionId, response);

/** Free text read with the shipped engine's lexicon (the same reading as `parse`), with its status. */
export const textReader: FreeTextReader = {
  read: (text) => readFreeText(engine.compiled.lexicon, text),
  removeFindings: (text, findingIds) => removeFindingsFromText(engine.compiled.lexicon, text, findingIds),
};
export const readText: FreeTextReader['read'] = (text) => textReader.read(text);

/** Released lab results read back into an assessment with the shipped engine (pure, deterministic). */
export const interpretResults: InterpretResults = createResultsInterpreter(engine);

/** The start-up self-check on the shipped engine (or on another, e.g. a stub in a test). */
export const selfCheck = (on: Pick<Engine, 'diagnose'> = engine): SelfCheckResult => runSelfCheck(on);
