import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { get, useFormContext, useWatch, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import { Input } from '../ui/input';
import { controlProps, FormField, hintId } from './form-field';

/** The message react-hook-form holds for `name` (nested paths such as 'analytes.0.code' too). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error: unknown = get(formState.errors, name);
  const message: unknown = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
  return typeof message === 'string' ? message : undefined;
}

type Base<T extends FieldValues> = { name: Path<T>; id: string; label: ReactNode; hint?: ReactNode; className?: string; rules?: RegisterOptions<T, Path<T>> };

/** A text input registered with the surrounding form, wired to its label, hint and error. */
export function TextField<T extends FieldValues>({ name, id, label, hint, className, rules, ...input }: Base<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <Input {...input} {...register(name, rules)} {...controlProps(id, error, hint)} />
    </FormField>
  );
}

export function TextareaField<T extends FieldValues>({ name, id, label, hint, className, ...area }: Base<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        {...area}
        {...register(name)}
        {...controlProps(id, error, hint)}
        className="min-h-20 rounded-lg border border-border bg-card p-2 text-sm aria-[invalid=true]:border-destructive"
      />
    </FormField>
  );
}

/** A labelled native select whose options are [value, text] pairs. */
export function ChoiceField<T extends FieldValues>({ name, id, label, hint, className, options, disabled }: Base<T> & { options: readonly (readonly [string, string])[]; disabled?: boolean }) {
  const { register } = useFormContext<T>();
  const error = useFieldError(name);
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      <select {...register(name)} {...controlProps(id, error, hint)} disabled={disabled} className="h-10 w-full rounded-lg border border-border bg-card px-3 text-sm disabled:opacity-60 aria-[invalid=true]:border-destructive">
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A checkbox that reads as an on/off switch to assistive technology. */
export function SwitchField<T extends FieldValues>({ name, id, label, hint, disabled }: Omit<Base<T>, 'className'> & { disabled?: boolean }) {
  const { register, control } = useFormContext<T>();
  const checked = Boolean(useWatch({ control, name }));
  return (
    <div className="flex items-start gap-3">
      <input
        {...register(name)}
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId(id) : undefined}
        disabled={disabled}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-[var(--primary)]"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold">
          {label}
        </label>
        {hint && (
          <span id={hintId(id)} className="text-xs text-muted-foreground">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
