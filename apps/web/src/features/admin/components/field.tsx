import type { InputHTMLAttributes, ReactNode } from 'react';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

/** A labelled form control with its hint and its error, wired for screen readers. */
export function Field({ id, label, error, hint, className, children }: { id: string; label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </span>
      )}
    </div>
  );
}

/** The attributes that tie an input to its Field's hint or error. */
export function describedBy(id: string, error: string | undefined, hint?: ReactNode) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  fieldClassName?: string;
};

export function TextField({ id, label, value, onChange, error, hint, fieldClassName, ...props }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Input {...props} {...describedBy(id, error, hint)} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** A checkbox that reads as an on/off switch to assistive technology. */
export function SwitchField({ id, label, checked, onChange, hint, disabled }: { id: string; label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; hint?: ReactNode; disabled?: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-[var(--primary)]"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}

/** A labelled native select for forms (the shared SelectField is a compact filter control). */
export function ChoiceField({ id, label, value, onChange, options, error, hint, className, disabled }: { id: string; label: ReactNode; value: string; onChange: (value: string) => void; options: readonly (readonly [string, string])[]; error?: string | undefined; hint?: ReactNode; className?: string; disabled?: boolean }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <select {...describedBy(id, error, hint)} disabled={disabled} className="h-10 w-full rounded-lg border border-border bg-card px-3 text-sm disabled:opacity-60 aria-[invalid=true]:border-destructive" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}
