import { useId } from 'react';
import type { AnswerValue, Question } from '@labwise/domain';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

type Props = { question: Question; value: AnswerValue | undefined; onChange: (value: AnswerValue) => void; disabled?: boolean };

/** One question in the brief's four types (§2 Questionnaire page): text, choice, scale, yes/no. */
export function QuestionInput({ question, value, onChange, disabled }: Props) {
  const id = useId();
  switch (question.type) {
    case 'text':
      return (
        <textarea
          aria-label={question.question}
          className="min-h-28 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          placeholder={question.placeholder ?? 'Type your answer…'}
          value={typeof value === 'string' ? value : ''}
          maxLength={2000}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'yes_no':
      return (
        <div role="group" aria-label={question.question} className="flex gap-3">
          {(['yes', 'no'] as const).map((choice) => (
            <Button
              key={choice}
              type="button"
              variant={value === choice ? 'default' : 'outline'}
              aria-pressed={value === choice}
              disabled={disabled}
              onClick={() => onChange(choice)}
              className="min-w-24"
            >
              {choice === 'yes' ? 'Yes' : 'No'}
            </Button>
          ))}
        </div>
      );
    case 'scale': {
      const min = question.min_value ?? 1;
      const max = question.max_value ?? 10;
      const current = typeof value === 'number' ? value : Math.round((min + max) / 2);
      return (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-4">
            <input
              id={id}
              type="range"
              min={min}
              max={max}
              step={1}
              value={current}
              disabled={disabled}
              aria-label={question.question}
              aria-valuetext={String(current)}
              className="w-full accent-[var(--color-primary)]"
              onChange={(e) => onChange(Number(e.target.value))}
            />
            <output htmlFor={id} className="w-8 text-center text-lg font-semibold">
              {typeof value === 'number' ? value : '–'}
            </output>
          </div>
          {question.scale_labels && (
            <div className="flex justify-between text-xs text-muted-foreground">
              <span>{question.scale_labels.min}</span>
              <span>{question.scale_labels.max}</span>
            </div>
          )}
        </div>
      );
    }
    case 'multiple_choice': {
      const options = question.options ?? [];
      if (question.multiple_select) {
        const selected = Array.isArray(value) ? value : [];
        return (
          <fieldset className="flex flex-col gap-2" disabled={disabled}>
            <legend className="sr-only">{question.question}</legend>
            {options.map((option) => (
              <label key={option.value} className={cn('flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2', selected.includes(option.value) && 'border-primary bg-primary/5')}>
                <input
                  type="checkbox"
                  className="h-4 w-4 shrink-0 accent-[var(--color-primary)]"
                  checked={selected.includes(option.value)}
                  onChange={(e) => onChange(e.target.checked ? [...selected, option.value] : selected.filter((v) => v !== option.value))}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        );
      }
      return (
        <fieldset className="flex flex-col gap-2" disabled={disabled}>
          <legend className="sr-only">{question.question}</legend>
          {options.map((option) => (
            <label key={option.value} className={cn('flex cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2', value === option.value && 'border-primary bg-primary/5')}>
              <input type="radio" name={id} className="h-4 w-4 shrink-0 accent-[var(--color-primary)]" checked={value === option.value} onChange={() => onChange(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
      );
    }
  }
}
