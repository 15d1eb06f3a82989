import type {
  AnswerValue,
  ConditionChange,
  Diagnosis,
  FollowUpStep,
  Evidence,
  Insight,
  ParsedFinding,
  Question,
  QuestionnaireSessionType,
  RankedCondition,
  ResultFlag,
  TextUnderstood,
  Triage,
  ValueMeaning,
} from '@labwise/domain';

/**
 * The package's public contract, used by the server. Everything here is pure and deterministic:
 * the same input gives the same output, with no clock, randomness or I/O.
 */

export type EngineSex = 'male' | 'female' | 'unknown';

export interface DiagnoseInput {
  /** Years; null when unknown (population priors are used). */
  age: number | null;
  sex: EngineSex;
  evidence: readonly Evidence[];
  /** Free text; parsed into findings that add to `evidence` (explicit evidence wins on conflict). */
  text?: string;
  /** Questions already asked: never asked again. */
  asked?: readonly string[];
  /** Questions the session may still ask (the admin's budget minus those asked); default 10. */
  questionsLeft?: number;
}

export interface AnswerRecord {
  question_id: string;
  response: AnswerValue;
}

export interface InterviewInput {
  sessionType: QuestionnaireSessionType;
  age: number | null;
  sex: EngineSex;
  /** Answers in the order given. */
  answers: readonly AnswerRecord[];
  /** The admin's question budget (default 10). */
  budget: number;
  /** Whether the AI page's follow-up questions after 'Fatigue' or 'Sleep' answers are on (admin setting). */
  followUps?: boolean;
}

export interface InterviewState {
  /** All evidence gathered from the answers (free text parsed). */
  evidence: Evidence[];
  /** Findings read from free-text answers, shown back to the patient. */
  findings: ParsedFinding[];
  diagnosis: Diagnosis;
  /** The question to ask now, or null when the interview is over. */
  nextQuestion: Question | null;
  isComplete: boolean;
  /**
   * The engine's estimate of the questions still to ask, counting the one asked now (0 when
   * complete): the fixed questions due plus, for the engine's own question, 1 and what it expects
   * after each possible answer, weighted by how likely it makes that answer. Between 1 and
   * `maxRemaining` while the interview goes on; `maxRemaining` itself while `estimateInformed` is false
   * (unless the question is certainly the last).
   */
  estimatedRemaining: number;
  /** The most questions the interview may still ask, counting the current one (0 when complete): the budget left, or the openings still due if more. */
  maxRemaining: number;
  /** Whether the estimate rests on something read from the answers; false before that, when only `maxRemaining` is known. */
  estimateInformed: boolean;
  /** The current question is certainly the last: every answer to it ends the interview, or the budget allows no other. */
  lastQuestion: boolean;
  /** The brief's Analysis insights (most likely first, the "other" hypothesis excluded). */
  insights: Insight[];
  /** 0..100: the engine's confidence in its leading insight. */
  confidenceLevel: number;
}

export interface ClinicalEngine {
  parse(text: string): ParsedFinding[];
  diagnose(input: DiagnoseInput): Diagnosis;
  interview(input: InterviewInput): InterviewState;
  /** Any question the engine may ask (opening, follow-up or knowledge-base question), in wire shape. */
  findQuestion(id: string): Question | undefined;
  /** What an answer says, as evidence. */
  evidenceFromAnswer(questionId: string, response: AnswerValue): Evidence[];
}

/**
 * Free text as the patient wrote it: what could be read (`parse` gives the same findings) and how
 * to take back a finding the patient says was misread. Pure, like the engine.
 */
export interface FreeTextReader {
  /** Findings plus whether the text could be read ('not_english' and 'nothing_found' are never reassurance). */
  read(text: string): { findings: ParsedFinding[]; understood: TextUnderstood };
  /** The text with every mention of these findings blanked out: reading it again gives the rest. */
  removeFindings(text: string, findingIds: readonly string[]): string;
}

/** One released result value, as the lab reported it (latest version), for reading back into an assessment. */
export interface LabResultInput {
  loinc: string;
  /** The analyte's display name ("TSH"). */
  name: string;
  /** Numeric value, or null for a text result (then `text` holds it, e.g. "Positive"). */
  value: number | null;
  text: string | null;
  unit: string;
  /** The lab's flag (domain RESULT_FLAGS); 'critical' means beyond a critical limit. */
  flag: ResultFlag;
  /** The reference range the lab applied, when numeric. */
  low: number | null;
  high: number | null;
}

export interface InterpretResultsInput {
  /** Years; null when unknown. */
  age: number | null;
  sex: EngineSex;
  /** The assessment's own evidence (as stored with the session). */
  evidence: readonly Evidence[];
  /** The assessment's triage as it was: the update never goes below it. */
  priorTriage: Triage;
  results: readonly LabResultInput[];
  /** Catalog test codes already ordered or resulted (a follow-up is not suggested for what was just done). */
  testsDone?: readonly string[];
}

/** The assessment re-ranked with the results (the engine's part of domain's ResultsInterpretation). */
export interface ResultsReading {
  conditions: RankedCondition[];
  insights: Insight[];
  confidenceLevel: number;
  /** Re-checked: never below `priorTriage`, never below urgent with a critical value. */
  triage: Triage;
  changes: ConditionChange[];
  values: ValueMeaning[];
  /** Follow-ups by catalog code; the server adds the catalog id and price. */
  nextSteps: Array<Omit<FollowUpStep, 'test_id' | 'price'>>;
}

/** Pure: the same input gives the same reading. */
export type InterpretResults = (input: InterpretResultsInput) => ResultsReading;
