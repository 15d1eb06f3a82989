import type { Question } from '@labwise/domain';
import type { QuestionDef } from '../kb/types';

/** A knowledge-base question as the API sends it (brief §3 Question): options, scale bounds and labels. */
export function wireQuestion(q: QuestionDef): Question {
  const wire: Question = {
    question_id: q.id,
    question: q.text,
    type: q.type,
    required: q.required,
    medical_category: q.medical_category,
  };
  const m = q.mapping;
  if (q.type === 'multiple_choice') {
    wire.multiple_select = m.kind === 'multi_select';
    if (m.kind === 'multi_select' || m.kind === 'single_choice') {
      wire.options = m.options.map((o) => ({ value: o.value, label: o.label }));
    }
  }
  if (q.type === 'scale') {
    let min = 1;
    let max = 10;
    if (m.kind === 'scale' && m.bands.length > 0) {
      min = Math.max(1, Math.min(...m.bands.map((b) => b.min)));
      max = Math.min(10, Math.max(...m.bands.map((b) => b.max)));
    }
    wire.min_value = min;
    wire.max_value = max;
    if (q.scaleLabels) wire.scale_labels = { ...q.scaleLabels };
  }
  if (q.placeholder !== undefined) wire.placeholder = q.placeholder;
  if (q.context !== undefined) wire.context = q.context;
  return wire;
}
