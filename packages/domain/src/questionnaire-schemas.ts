import { z } from 'zod';
import { TRIAGE_LEVELS } from './triage-levels';
import { SESSION_STATUSES } from './order-status';

/**
 * The questionnaire's wire shapes (brief §3 Question, Response, Analysis, Recommendation; §7
 * questionnaire calls) and the answer rules of brief §5 with their exact messages. Shared by the
 * server (which enforces them) and the web app (which checks before sending).
 */

export const QUESTION_TYPES = ['yes_no', 'multiple_choice', 'scale', 'text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const MEDICAL_CATEGORIES = ['symptom_assessment', 'medical_history', 'recommendations', 'other'] as const;
export type MedicalCategory = (typeof MEDICAL_CATEGORIES)[number];

/** Brief §2 category badges. */
export const MEDICAL_CATEGORY_BADGES: Readonly<Record<MedicalCategory, string>> = {
  symptom_assessment: 'Symptom Analysis',
  recommendations: 'AI Recommendations',
  medical_history: 'Medical History',
  other: 'Assessment',
};

export const QUESTIONNAIRE_SESSION_TYPES = ['health_assessment', 'diagnostic', 'ai_guided'] as const;
export type QuestionnaireSessionType = (typeof QUESTIONNAIRE_SESSION_TYPES)[number];

export const questionOptionSchema = z.object({ value: z.string(), label: z.string() });

/** A question as the server sends it (brief §3 Question (server)). */
export const questionSchema = z.object({
  question_id: z.string(),
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  multiple_select: z.boolean().optional(),
  required: z.boolean(),
  placeholder: z.string().optional(),
  options: z.array(questionOptionSchema).optional(),
  min_value: z.number().int().optional(),
  max_value: z.number().int().optional(),
  scale_labels: z.object({ min: z.string(), max: z.string() }).optional(),
  context: z.string().optional(),
  medical_category: z.enum(MEDICAL_CATEGORIES),
});
export type Question = z.infer<typeof questionSchema>;

/** The longest free text a patient may send (a concern, a parse or diagnosis call's `text`). */
export const FREE_TEXT_MAX_LENGTH = 2000;
export const FREE_TEXT_TOO_LONG = 'Please keep your description under 2,000 characters.';
const freeText = () => z.string().max(FREE_TEXT_MAX_LENGTH, FREE_TEXT_TOO_LONG);

/** An answer: a yes/no word, a choice, a list of choices, a 1–10 number or text. */
export const answerValueSchema = z
  .union([z.string(), z.number(), z.array(z.string().max(200)).max(50), z.null()])
  // Checked after the union so a long text gets its own message, not the union's "Invalid input".
  .refine((value) => typeof value !== 'string' || value.length <= FREE_TEXT_MAX_LENGTH, { message: FREE_TEXT_TOO_LONG });
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const QUESTIONNAIRE_MESSAGES = {
  required: 'This question is required.',
  selectAtLeastOne: 'Please select at least one option.',
  selectOne: 'Please select an option.',
  text: 'Please provide a text response.',
  scale: 'Please select a value between 1 and 10.',
  yesNo: 'Please select Yes or No.',
} as const;

function isEmpty(value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Brief §5 answer rules; returns the message to show, or null when the answer is acceptable.
 * An optional question left empty is acceptable. Choices must be among the question's options.
 */
export function validateAnswer(question: Question, value: AnswerValue | undefined): string | null {
  if (isEmpty(value)) {
    if (!question.required) return null;
    if (question.type === 'multiple_choice') {
      return question.multiple_select ? QUESTIONNAIRE_MESSAGES.selectAtLeastOne : QUESTIONNAIRE_MESSAGES.required;
    }
    return QUESTIONNAIRE_MESSAGES.required;
  }
  const allowed = new Set((question.options ?? []).map((o) => o.value));
  switch (question.type) {
    case 'multiple_choice':
      if (question.multiple_select) {
        if (!Array.isArray(value) || value.length === 0 || !value.every((v) => allowed.has(v))) {
          return QUESTIONNAIRE_MESSAGES.selectAtLeastOne;
        }
        return null;
      }
      return typeof value === 'string' && allowed.has(value) ? null : QUESTIONNAIRE_MESSAGES.selectOne;
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? null : QUESTIONNAIRE_MESSAGES.text;
    case 'scale': {
      const min = question.min_value ?? 1;
      const max = question.max_value ?? 10;
      return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
        ? null
        : QUESTIONNAIRE_MESSAGES.scale;
    }
    case 'yes_no':
      return value === 'yes' || value === 'no' ? null : QUESTIONNAIRE_MESSAGES.yesNo;
  }
}

/** What the engine read from free text, shown back to the patient for confirmation. */
export const parsedFindingSchema = z.object({ id: z.string(), name: z.string(), present: z.boolean() });
export type ParsedFinding = z.infer<typeof parsedFindingSchema>;

export const evidenceSchema = z.strictObject({ id: z.string().min(1).max(80), present: z.boolean() });
export type Evidence = z.infer<typeof evidenceSchema>;

/**
 * One finding's pull on a condition, in log-likelihood units (positive raises it). `present` says
 * whether the patient has the finding; `name` reads as said ("No fever or high temperature" when denied).
 */
export const contributionSchema = z.object({ id: z.string(), name: z.string(), present: z.boolean(), weight: z.number() });

export const rankedConditionSchema = z.object({
  id: z.string(),
  name: z.string(),
  icd10: z.string(),
  probability: z.number().min(0).max(1),
  supporting: z.array(contributionSchema),
  conflicting: z.array(contributionSchema),
});
export type RankedCondition = z.infer<typeof rankedConditionSchema>;

export const triageSchema = z.object({
  level: z.enum(TRIAGE_LEVELS),
  reasons: z.array(z.string()),
  advice: z.string(),
  /** Safety-netting: what would make it an emergency and when to seek care (absent on results stored before it existed). */
  safety_net: z.array(z.string()).optional(),
});
export type Triage = z.infer<typeof triageSchema>;

/** A test the engine recommends, by catalog code, with why. */
export const engineTestRecommendationSchema = z.object({
  code: z.string(),
  loinc: z.string(),
  name: z.string(),
  rationale: z.string(),
  for_conditions: z.array(z.string()),
});
export type EngineTestRecommendation = z.infer<typeof engineTestRecommendationSchema>;

/** `POST /api/v1/ai/diagnosis` request and reply (CLINICAL.md API). */
export const diagnosisRequestSchema = z.strictObject({
  age: z.number().int().min(0).max(120),
  sex: z.enum(['male', 'female']),
  evidence: z.array(evidenceSchema).max(200),
  text: freeText().trim().optional(),
});

export const diagnosisSchema = z.object({
  conditions: z.array(rankedConditionSchema),
  triage: triageSchema,
  question: questionSchema.nullable(),
  should_stop: z.boolean(),
  recommendations: z.array(engineTestRecommendationSchema),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

/**
 * Whether free text could be read: `ok` (findings read), `nothing_found` (English, but no finding
 * in it) or `not_english` (another language or unreadable: nothing is read from it). Neither of
 * the last two is reassurance; the patient is told `TEXT_NOT_READ` and asked the questions.
 */
export const TEXT_UNDERSTOOD = ['ok', 'nothing_found', 'not_english'] as const;
export type TextUnderstood = (typeof TEXT_UNDERSTOOD)[number];
export const TEXT_NOT_READ = 'We could not read this — please answer the questions below.';

export const parseReplySchema = z.object({ findings: z.array(parsedFindingSchema), understood: z.enum(TEXT_UNDERSTOOD) });

export const parseRequestSchema = z.strictObject({ text: freeText().trim().min(1, 'Please describe your concern.') });

/** Brief §3 Analysis insight, plus the reasons behind it. */
export const insightSchema = z.object({
  title: z.string(),
  condition: z.string(),
  confidence: z.number().int().min(0).max(100),
  description: z.string(),
  category: z.string(),
  icd10: z.string(),
  supporting: z.array(z.string()),
  conflicting: z.array(z.string()),
});
export type Insight = z.infer<typeof insightSchema>;

export const analysisSchema = z.object({
  insights: z.array(insightSchema),
  confidence_level: z.number().int().min(0).max(100),
  triage: triageSchema,
  findings: z.array(parsedFindingSchema),
  engine_version: z.string(),
  notice: z.string(),
});
export type Analysis = z.infer<typeof analysisSchema>;

/** Brief §3 Recommendation (price is a $ string), with the catalog id and the reason. */
export const recommendationSchema = z.object({
  test_id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  price_cents: z.number().int(),
  turnaround: z.string(),
  rationale: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const questionnaireResponseSchema = z.object({
  question_id: z.string(),
  question: z.string(),
  response: answerValueSchema,
  answered_at: z.string(),
});

/**
 * What the engine says is left of a questionnaire, counting the question being asked (all 0 and
 * false when complete): its estimate, the most the budget still allows, whether the estimate rests
 * on the answers (before anything has been read from them only the bound is known) and whether the
 * current question is certainly the last.
 */
export const questionsLeftSchema = z.object({
  /** The engine's estimate of questions still to ask (0 when complete); drives the progress bar. Never above `max_remaining`. */
  estimated_remaining: z.number().int().min(0),
  /** The most questions still possible: the budget left (the AI page's openings are asked whatever the budget). */
  max_remaining: z.number().int().min(0),
  /** False until something has been read from the answers: the estimate is then only the bound. */
  estimate_informed: z.boolean(),
  /** Every answer to the current question ends the questionnaire (or the budget allows no other). */
  last_question: z.boolean(),
});
export type QuestionsLeft = z.infer<typeof questionsLeftSchema>;

export const questionnaireSessionSchema = z.object({
  id: z.uuid(),
  session_id: z.uuid(),
  /** Null for a doctor's or administrator's own AI-page session. */
  patient_id: z.uuid().nullable(),
  session_type: z.enum(QUESTIONNAIRE_SESSION_TYPES),
  status: z.enum(SESSION_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  question_budget: z.number().int(),
  responses: z.array(questionnaireResponseSchema),
  ...questionsLeftSchema.shape,
  triage: triageSchema.nullable(),
  analysis: z.object({ confidence_level: z.number().int() }).nullable(),
});
export type QuestionnaireSession = z.infer<typeof questionnaireSessionSchema>;

export const startQuestionnaireSchema = z.strictObject({
  patient_id: z.uuid().optional(),
  session_type: z.enum(QUESTIONNAIRE_SESSION_TYPES).default('health_assessment'),
});

/** GET /questionnaires/opening: which kind of session's first question to show (nothing is started). */
export const openingQuerySchema = z.strictObject({
  session_type: z.enum(QUESTIONNAIRE_SESSION_TYPES, { error: 'Choose health_assessment, diagnostic or ai_guided.' }).default('ai_guided'),
});

export const submitResponseSchema = z.strictObject({
  question_id: z.string().min(1).max(80),
  response: answerValueSchema,
});

export const startQuestionnaireReplySchema = z.object({
  session_id: z.uuid(),
  session: questionnaireSessionSchema,
  current_question: questionSchema.nullable(),
});

/** GET …/questions/next: the question being asked (null once complete) and what is left, counting it. */
export const nextQuestionReplySchema = z.object({
  question: questionSchema.nullable(),
  ...questionsLeftSchema.shape,
});
export type NextQuestionReply = z.infer<typeof nextQuestionReplySchema>;

export const submitResponseReplySchema = z.object({
  session: questionnaireSessionSchema,
  is_complete: z.boolean(),
  next_question: questionSchema.nullable(),
  /** Live insights after this answer (the AI page's panel), most likely first. */
  insights: z.array(insightSchema),
  findings: z.array(parsedFindingSchema),
  /** For a free-text answer, whether it could be read; null for other answers. */
  text_understood: z.enum(TEXT_UNDERSTOOD).nullable(),
});

/** The progress bar's value: answers over answers plus the engine's estimate of what is left. */
export function questionnaireProgress(answered: number, estimatedRemaining: number, complete: boolean): number {
  if (complete) return 1;
  const total = answered + Math.max(1, estimatedRemaining);
  return Math.min(PROGRESS_CAP, answered / total);
}

/** The bar stops short of full until the questionnaire is complete. */
const PROGRESS_CAP = 0.99;

/** Where the progress bar stands: its value and the answers it has counted. */
export type ProgressMark = { answered: number; value: number };

/**
 * The progress bar after the answers so far, moving only forwards: new answers take their share
 * of what is left of the bar, as if the questions still to come were the engine's estimate (k new
 * answers with n estimated after them move it k / (k + n) of the way to full). So when the estimate
 * grows the bar slows down instead of jumping back, and when it shrinks the bar moves on faster.
 * With nothing before (a page opened mid-way) it starts at answers over answers plus the estimate.
 * A change that adds no answer (a finding removed) leaves it where it is.
 */
export function advanceProgress(previous: ProgressMark | null, answered: number, estimatedRemaining: number, complete: boolean): ProgressMark {
  if (complete) return { answered, value: 1 };
  if (!previous || answered < previous.answered) return { answered, value: questionnaireProgress(answered, estimatedRemaining, false) };
  const added = answered - previous.answered;
  if (added === 0) return previous;
  const share = added / (added + Math.max(1, estimatedRemaining));
  return { answered, value: Math.min(PROGRESS_CAP, previous.value + (1 - previous.value) * share) };
}

/**
 * What is left, in words, or null when complete: 'Last question' when it certainly is; 'Up to N
 * questions' while the answers have said nothing yet (a bound, not a forecast); otherwise 'About N
 * questions to go' with the engine's estimate (never above what the budget allows).
 */
export function questionsLeftText(left: QuestionsLeft): string | null {
  if (left.max_remaining === 0) return null;
  if (left.last_question) return 'Last question';
  const questions = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;
  if (!left.estimate_informed) return `Up to ${questions(left.max_remaining)}`;
  return `About ${questions(Math.min(left.estimated_remaining, left.max_remaining))} to go`;
}

/** The information notice every analysis view shows (CLINICAL.md Explanations). */
export const NOT_A_DIAGNOSIS_NOTICE =
  'This is information, not a diagnosis. It does not replace a clinician. If your symptoms get worse or you are worried, contact a doctor; in an emergency call your local emergency number.';
