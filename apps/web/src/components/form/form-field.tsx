import type { ReactNode } from 'react';
import { Label } from '../ui/label';
import { cn } from '../../lib/utils';

/** The ids a field's hint and error carry, so the control can point at them. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The attributes that tie a control to its error (read first) and its hint. */
export function controlProps(id: string, error: string | undefined, hint?: ReactNode) {
  const described = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const;
}

/** The message shown at a field, announced when it appears. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

type FormFieldProps = { id: string; label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string; labelClassName?: string; children: ReactNode };

/** Label, control, hint and error of one field; the control takes `controlProps(id, error, hint)`. */
export function FormField({ id, label, error, hint, className, labelClassName, children }: FormFieldProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {children}
      {hint && (
        <span id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </span>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
