import { Label } from './input';

/** A labelled native select (the label may be visually hidden for compact filter bars). */
export function SelectField({ id, label, value, onChange, options, hideLabel = true }: { id: string; label: string; value: string; onChange: (value: string) => void; options: readonly (readonly [string, string])[]; hideLabel?: boolean }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <select id={id} className="h-10 w-full rounded-lg border border-border bg-card px-3 text-sm" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
