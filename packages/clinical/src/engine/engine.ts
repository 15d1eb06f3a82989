import type { AnswerValue, Diagnosis, Evidence, ParsedFinding, Question } from '@labwise/domain';
import type { ClinicalEngine, DiagnoseInput, InterviewInput, InterviewState } from '../contract';
import type { KnowledgeBase } from '../kb/types';
import { parseText } from '../parse/parse';
import { answerEvidence } from './answers';
import { compileKb, type CompiledKb } from './compile';
import { analyse, type Analysis } from './diagnose';
import { DEFAULT_BUDGET, runInterview, type InterviewPlan } from './interview';
import { resolveOptions, type EngineOptions, type EngineOptionsInput } from './options';

export interface EngineConfig {
  plan: InterviewPlan;
  options?: EngineOptionsInput;
}

/** The contract, plus what the evaluation and benchmarks look inside. */
export interface Engine extends ClinicalEngine {
  readonly kb: KnowledgeBase;
  readonly options: EngineOptions;
  readonly compiled: CompiledKb;
  /** One inference pass with its internals (full posterior, stop reason, selection). */
  analyse(input: DiagnoseInput): Analysis;
}

function freezeDeep<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) freezeDeep(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * An engine over one knowledge base. The KB's tables are compiled once here; every call after
 * that is pure and deterministic (no clock, randomness or I/O).
 */
export function createEngine(kb: KnowledgeBase, config: EngineConfig): Engine {
  const options = resolveOptions(config.options);
  const compiled = compileKb(kb, options.dangerWeights, {
    presentFactor: options.otherPresentFactor,
    presentCap: options.otherPresentCap,
  });
  for (const q of compiled.questions) freezeDeep(q.wire);
  const plan = config.plan;
  const fixed = [...plan.dashboardOpening, ...plan.aiOpening];

  const parse = (text: string): ParsedFinding[] =>
    typeof text === 'string' ? parseText(compiled.lexicon, text) : [];

  function evidenceOf(input: DiagnoseInput): Evidence[] {
    const explicit = new Set(input.evidence.map((e) => e.id));
    const fromText = input.text ? parse(input.text).filter((f) => !explicit.has(f.id)) : [];
    return [...fromText.map(({ id, present }) => ({ id, present })), ...input.evidence];
  }

  function analyseInput(input: DiagnoseInput): Analysis {
    const text = typeof input.text === 'string' ? input.text.trim() : '';
    return analyse(
      compiled,
      {
        age: input.age,
        sex: input.sex,
        evidence: evidenceOf(input),
        exclude: new Set([...(input.asked ?? []), ...fixed]),
        questionsLeft: input.questionsLeft ?? DEFAULT_BUDGET,
        textNotUnderstood: text !== '' && parse(text).length === 0,
      },
      options,
    );
  }

  return {
    kb,
    options,
    compiled,
    analyse: analyseInput,
    parse,
    diagnose: (input: DiagnoseInput): Diagnosis => analyseInput(input).diagnosis,
    interview: (input: InterviewInput): InterviewState => runInterview(compiled, plan, input, options, parse),
    findQuestion: (id: string): Question | undefined => compiled.questionById.get(id)?.wire,
    evidenceFromAnswer: (questionId: string, response: AnswerValue): Evidence[] => {
      const q = compiled.questionById.get(questionId);
      return q ? answerEvidence(q.def, response, parse).evidence : [];
    },
  };
}
