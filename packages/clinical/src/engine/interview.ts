import type { AnswerValue, Evidence, ParsedFinding, Question } from '@labwise/domain';
import type { EngineSex, InterviewInput, InterviewState } from '../contract';
import { answerEvidence } from './answers';
import type { QuestionDef } from '../kb/types';
import type { CompiledKb } from './compile';
import { applies } from './demographics';
import { analyse, insightsOf } from './diagnose';
import type { EngineOptions } from './options';
import { lookAhead, lookPastAnswer } from './remaining';

/** The fixed part of an interview: opening questions per session type and the AI page's follow-ups. */
export interface InterviewPlan {
  /** health_assessment and diagnostic sessions open with these (the free-text concern). */
  dashboardOpening: readonly string[];
  /** ai_guided sessions open with these (primary concern, energy scale, symptom checklist). */
  aiOpening: readonly string[];
  /** The ai_guided question whose answer can bring in follow-ups, asked right after it. */
  followUpTrigger: string;
  /** When the trigger's answer contains `when` (case-insensitive), these questions follow it. */
  followUps: readonly { when: string; questions: readonly string[] }[];
}

export const DEFAULT_BUDGET = 10;

function mentions(response: AnswerValue | undefined, word: string): boolean {
  const needle = word.toLowerCase();
  const values = Array.isArray(response) ? response : typeof response === 'string' ? [response] : [];
  return values.some((v) => v.toLowerCase().includes(needle));
}

/**
 * Replays a session's answers: one answer per question id (a re-answered question keeps its first
 * place and its last value), free text parsed into findings, structured answers on top (they win
 * over text on the same finding). Then the next question: the unanswered opening questions first;
 * for ai_guided, the follow-ups right after the trigger when its answer mentions 'Fatigue' or
 * 'Sleep' (and follow-ups are on) while the budget has room; then the engine's most informative
 * question until its stop rule. An emergency ends the interview at once.
 */
export function runInterview(
  c: CompiledKb,
  plan: InterviewPlan,
  input: InterviewInput,
  opts: EngineOptions,
  parse: (text: string) => ParsedFinding[],
): InterviewState {
  const budget =
    Number.isFinite(input.budget) && input.budget > 0 ? Math.floor(input.budget) : DEFAULT_BUDGET;
  const answers = new Map<string, AnswerValue>();
  for (const a of input.answers) answers.set(a.question_id, a.response);

  const fromText = new Map<string, boolean>();
  const structured = new Map<string, boolean>();
  const findings = new Map<string, ParsedFinding>();
  const topics: string[] = [];
  let answered = 0;
  let textNotUnderstood = false;
  for (const [id, response] of answers) {
    const q = c.questionById.get(id);
    if (!q) continue;
    answered += 1;
    const read = answerEvidence(q.def, response, parse);
    topics.push(...read.topics);
    if (q.def.mapping.kind === 'free_text') {
      // Words were written and none could be read: never reassuring (CLINICAL.md triage).
      if (typeof response === 'string' && response.trim() !== '' && read.findings.length === 0)
        textNotUnderstood = true;
      for (const f of read.findings) {
        const before = findings.get(f.id);
        findings.set(f.id, before ? { ...before, present: before.present || f.present } : f);
        fromText.set(f.id, (fromText.get(f.id) ?? false) || f.present);
      }
    } else {
      for (const e of read.evidence) structured.set(e.id, e.present);
    }
  }
  const evidence: Evidence[] = [];
  for (const [id, present] of fromText) if (!structured.has(id)) evidence.push({ id, present });
  for (const [id, present] of structured) evidence.push({ id, present });

  const known = (id: string) => c.questionById.has(id);
  const fits = (id: string) => applies(c.questionById.get(id)!.def, input.age, input.sex);
  const aiGuided = input.sessionType === 'ai_guided';
  const opening = (aiGuided ? plan.aiOpening : plan.dashboardOpening).filter(known);
  const followUps: string[] = [];
  if (aiGuided && input.followUps !== false && answers.has(plan.followUpTrigger)) {
    const response = answers.get(plan.followUpTrigger);
    for (const set of plan.followUps) {
      if (!mentions(response, set.when)) continue;
      for (const id of set.questions) {
        if (known(id) && fits(id) && !opening.includes(id) && !followUps.includes(id)) followUps.push(id);
      }
    }
  }
  const at = opening.indexOf(plan.followUpTrigger);
  const schedule =
    at === -1
      ? [...opening, ...followUps]
      : [...opening.slice(0, at + 1), ...followUps, ...opening.slice(at + 1)];

  const questionsLeft = Math.max(0, budget - answered);
  const exclude = new Set<string>([...answers.keys(), ...plan.dashboardOpening, ...plan.aiOpening]);
  const analyseInput = {
    age: input.age,
    sex: input.sex,
    evidence,
    exclude,
    questionsLeft,
    topics,
    textNotUnderstood,
  };
  const a = analyse(c, analyseInput, opts);

  const openingLeft = opening.filter((id) => !answers.has(id)).length;
  let next: Question | null = null;
  let fixedLeft = openingLeft;
  if (a.triage.level !== 'emergency') {
    let pendingOpenings = openingLeft;
    let room = budget - answered;
    for (const id of schedule) {
      if (answers.has(id)) continue;
      const isOpening = opening.includes(id);
      if (isOpening) pendingOpenings -= 1;
      // A follow-up never takes the last questions the severity checks are kept for.
      else if (room - pendingOpenings - opts.severityReserve <= 0) continue;
      else fixedLeft += 1;
      next ??= c.questionById.get(id)!.wire;
      room -= 1;
    }
    if (!next) next = a.diagnosis.question;
  }
  const isComplete = next === null;

  // What is left: at most the budget left (the openings are asked whatever the budget); the fixed
  // questions due plus the engine's own estimate, looked one answer ahead when the question is the
  // engine's. With nothing read from the answers yet only the bound is known, unless every answer
  // to this question ends the interview.
  let estimatedRemaining = 0;
  let maxRemaining = 0;
  let lastQuestion = false;
  // Until the patient's own words are in (an opening free-text question still to come), what is
  // left depends mostly on what they will say: only the bound is known.
  const ownWordsDue = opening.some(
    (id) => !answers.has(id) && c.questionById.get(id)!.def.mapping.kind === 'free_text',
  );
  const estimateInformed = evidence.length > 0 && !ownWordsDue;
  if (!isComplete) {
    maxRemaining = Math.max(1, fixedLeft, budget - answered);
    const engineRoom = Math.max(0, budget - answered - fixedLeft);
    const ahead =
      fixedLeft === 0 && next === a.diagnosis.question ? lookAhead(c, a, analyseInput, opts) : null;
    const checklist = fixedLeft === 1 && next ? noneOfThese(c, next.question_id) : null;
    const engineEstimate = ahead
      ? ahead.estimate
      : checklist
        ? lookPastAnswer(
            c,
            analyseInput,
            answerEvidence(checklist.def, [checklist.none], parse).evidence,
            opts,
          )
        : a.estimatedRemaining;
    estimatedRemaining = estimateInformed
      ? Math.min(maxRemaining, Math.max(1, fixedLeft + Math.min(engineRoom, engineEstimate)))
      : maxRemaining;
    lastQuestion = maxRemaining === 1 || (ahead?.last ?? false);
    if (lastQuestion) estimatedRemaining = 1;
  }

  const insights = insightsOf(c, a, opts);
  const shown = next && asShownTo(c, next, input.age, input.sex);
  return {
    evidence,
    findings: [...findings.values()],
    diagnosis: { ...a.diagnosis, question: shown, should_stop: isComplete },
    nextQuestion: shown,
    isComplete,
    estimatedRemaining,
    maxRemaining,
    estimateInformed,
    lastQuestion,
    insights,
    confidenceLevel: insights[0]?.confidence ?? 0,
  };
}

/**
 * A multi-select question with a "none of these" option (the safety screen) and that option's
 * value, its likeliest answer; null for any other question.
 */
function noneOfThese(c: CompiledKb, questionId: string): { def: QuestionDef; none: string } | null {
  const def = c.questionById.get(questionId)?.def;
  if (def?.mapping.kind !== 'multi_select') return null;
  const none = def.mapping.options.find((o) => o.finding === null);
  return none ? { def, none: none.value } : null;
}

/** The question as this patient sees it: a checklist without the options that do not fit them. */
function asShownTo(c: CompiledKb, q: Question, age: number | null, sex: EngineSex): Question {
  const m = c.questionById.get(q.question_id)?.def.mapping;
  if (m?.kind !== 'multi_select' || !q.options || !m.options.some((o) => o.appliesTo)) return q;
  const hidden = new Set(m.options.filter((o) => !applies(o, age, sex)).map((o) => o.value));
  return hidden.size === 0 ? q : { ...q, options: q.options.filter((o) => !hidden.has(o.value)) };
}
