import type { AnswerValue } from '@labwise/domain';
import { Button } from '../../../components/ui/button';

/** The AI page's 1–10 energy scale as ten toggle buttons, named by the question. */
export function ScaleButtons({ value, onChange, disabled, label }: { value: AnswerValue | undefined; onChange: (v: AnswerValue) => void; disabled: boolean; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
        <Button key={n} type="button" variant={value === n ? 'default' : 'outline'} aria-pressed={value === n} disabled={disabled} className="w-11" onClick={() => onChange(n)}>
          {n}
        </Button>
      ))}
    </div>
  );
}
