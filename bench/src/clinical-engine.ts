import { performance } from 'node:perf_hooks';
import { engine, type DiagnoseInput, type InterviewInput } from '@labwise/clinical';
import { simulate } from '../../packages/clinical/eval/metrics';
import { VIGNETTES } from '../../packages/clinical/eval/vignettes';
import { percentiles, type Figures } from './catalog-search';

/**
 * The clinical engine in process over the full knowledge base, on realistic inputs: every step of
 * every evaluation vignette's interview. diagnose() gets that step's evidence (the stateless API
 * call); interview() replays that step's answers and picks the next question (what the server
 * does for each answer). Target: p99 ≤ 5 ms for each.
 */
export function clinicalEngineBench(rounds = 20): Figures[] {
  const diagnoseInputs: DiagnoseInput[] = [];
  const interviewInputs: InterviewInput[] = [];
  for (const v of VIGNETTES) {
    const { answers } = simulate(engine, v);
    for (let i = 0; i <= answers.length; i += 1) {
      const input: InterviewInput = {
        sessionType: 'diagnostic',
        age: v.age,
        sex: v.sex,
        answers: answers.slice(0, i),
        budget: 10,
      };
      interviewInputs.push(input);
      const state = engine.interview(input);
      diagnoseInputs.push({
        age: v.age,
        sex: v.sex,
        evidence: state.evidence,
        asked: input.answers.map((a) => a.question_id),
        questionsLeft: 10 - i,
      });
    }
  }

  const time = (name: string, call: () => void, calls: number) => {
    const samples: number[] = [];
    for (let r = 0; r < rounds; r += 1) {
      for (let i = 0; i < calls; i += 1) {
        const started = performance.now();
        call();
        samples.push(performance.now() - started);
      }
    }
    return percentiles(name, samples);
  };

  // Warm-up: compile the KB tables and let the JIT settle.
  for (let r = 0; r < 3; r += 1) {
    for (const input of diagnoseInputs) engine.diagnose(input);
    for (const input of interviewInputs) engine.interview(input);
  }
  let d = 0;
  let n = 0;
  return [
    time(
      `clinical diagnose(), full KB, ${diagnoseInputs.length} inputs (ms)`,
      () => engine.diagnose(diagnoseInputs[d++ % diagnoseInputs.length]!),
      diagnoseInputs.length,
    ),
    time(
      `clinical interview() next question, full KB, ${interviewInputs.length} inputs (ms)`,
      () => engine.interview(interviewInputs[n++ % interviewInputs.length]!),
      interviewInputs.length,
    ),
  ];
}
