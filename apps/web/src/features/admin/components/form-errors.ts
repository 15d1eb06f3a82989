import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-client';

/** Field path ('analytes.0.ranges.1.low') → the first message for it. */
export type FieldErrors = Readonly<Record<string, string>>;

function collect(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** The same schema the server runs, checked before sending: messages read the same on both sides. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: collect(result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))) };
}

/** A failed save: per-field problems from the server's 400 (paths without their 'body.' prefix), else one message. */
export function serverErrors(error: unknown): { fields: FieldErrors; message: string } {
  if (!(error instanceof Error)) return { fields: {}, message: 'Saving failed. Please try again.' };
  const issues = error instanceof ApiRequestError ? error.issues.map((i) => ({ path: i.path.replace(/^body\.?/, ''), message: i.message })) : [];
  return { fields: collect(issues), message: error.message };
}

/** The first problem in form order, for the summary line above the buttons. */
export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors)[0];
