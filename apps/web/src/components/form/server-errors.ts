import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../lib/api-client';

/** A server issue path ('body.analytes.0.code') as a form field path ('analytes.0.code'). */
export const fieldPathOf = (path: string) => path.replace(/^body\.?/, '');

/**
 * A failed save: each per-field issue of the server's 4xx goes to its field with `setError` (the
 * first one takes the focus); the message to show above the buttons comes back, or null when
 * every problem is already shown at a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[] | ((path: string) => string | undefined),
): string | null {
  if (!(error instanceof Error)) return 'Saving failed. Please try again.';
  const issues = error instanceof ApiRequestError ? error.issues : [];
  const fieldOf =
    typeof fields === 'function' ? fields : (path: string) => (fields.some((f) => path === f || path.startsWith(`${f}.`)) ? path : undefined);
  const shown = new Set<string>();
  const messages: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(fieldPathOf(issue.path));
    if (field === undefined || shown.has(field)) continue;
    setError(field as FieldPath<T>, { type: 'server', message: issue.message }, { shouldFocus: shown.size === 0 });
    shown.add(field);
    messages.push(issue.message);
  }
  return messages.includes(error.message) ? null : error.message;
}

/** The first message among react-hook-form's (nested) errors, in the order the check found them. */
export function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  if ('message' in errors && typeof errors.message === 'string') return errors.message;
  for (const value of Object.values(errors)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** The summary above a long form's buttons when the check fails. */
export const correctFields = (errors: unknown) => `Please correct the highlighted fields. ${firstMessage(errors) ?? ''}`.trim();

/** A list's own message (no analytes, overlapping ranges): at the list, or at its `root` once it has rows. */
export function arrayError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return 'root' in error ? arrayError(error.root) : undefined;
}
