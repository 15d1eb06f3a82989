import type { AnswerValue, Evidence, ParsedFinding } from '@labwise/domain';
import type { QuestionDef } from '../kb/types';

/**
 * What an answer says, as evidence, per the question's AnswerMapping:
 * - yes_no: yes → present, no → absent;
 * - single_choice: the chosen option's present and absent findings;
 * - multi_select: exhaustive — each option's finding is present when selected, absent when not
 *   (a finding named by several options is present when any of them is selected);
 * - scale: the band containing the value;
 * - free_text: the findings parsed from the text.
 * An empty, unrecognised or "don't know" answer gives no evidence: unknown changes nothing.
 * A chosen option's `about` findings come back as `topics`: where to steer, not evidence.
 */
export function answerEvidence(
  question: QuestionDef,
  response: AnswerValue | undefined,
  parse: (text: string) => ParsedFinding[],
): { evidence: Evidence[]; findings: ParsedFinding[]; topics: string[] } {
  const none = { evidence: [], findings: [], topics: [] };
  const topics: string[] = [];
  if (response === undefined || response === null) return none;
  const out = new Map<string, boolean>();
  const set = (ids: readonly string[] | undefined, present: boolean) => {
    for (const id of ids ?? []) out.set(id, present);
  };
  const m = question.mapping;
  const asList = (v: AnswerValue): string[] =>
    Array.isArray(v) ? v : typeof v === 'string' ? [v] : typeof v === 'number' ? [String(v)] : [];
  switch (m.kind) {
    case 'yes_no': {
      const word = typeof response === 'string' ? response.trim().toLowerCase() : '';
      if (word === 'yes' || word === 'y' || word === 'true') out.set(m.finding, true);
      else if (word === 'no' || word === 'n' || word === 'false') out.set(m.finding, false);
      break;
    }
    case 'single_choice': {
      for (const value of asList(response)) {
        const key = value.trim().toLowerCase();
        const option =
          m.options.find((o) => o.value === value) ??
          m.options.find((o) => o.value.toLowerCase() === key || o.label.toLowerCase() === key);
        if (!option) continue;
        if (option.about) topics.push(...option.about);
        set(option.absent, false);
        set(option.present, true);
      }
      break;
    }
    case 'multi_select': {
      const chosen = new Set(asList(response).map((v) => v.trim().toLowerCase()));
      const selected = m.options.filter(
        (o) => chosen.has(o.value.toLowerCase()) || chosen.has(o.label.toLowerCase()),
      );
      if (selected.length === 0) break;
      for (const o of m.options) if (o.finding !== null && !out.has(o.finding)) out.set(o.finding, false);
      for (const o of selected) if (o.finding !== null) out.set(o.finding, true);
      break;
    }
    case 'scale': {
      const value =
        typeof response === 'number'
          ? response
          : typeof response === 'string' && response.trim() !== ''
            ? Number(response)
            : NaN;
      if (!Number.isFinite(value)) break;
      const band = m.bands.find((b) => value >= b.min && value <= b.max);
      if (band) {
        set(band.absent, false);
        set(band.present, true);
      }
      break;
    }
    case 'free_text': {
      const text = asList(response).join('. ');
      const findings = text.trim() === '' ? [] : parse(text);
      return { evidence: findings.map(({ id, present }) => ({ id, present })), findings, topics };
    }
  }
  return { evidence: [...out].map(([id, present]) => ({ id, present })), findings: [], topics };
}
