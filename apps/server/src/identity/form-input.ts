import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Reads a hosted page's form post. The pages post plain HTML forms, so anything else (a JSON body,
 * a field sent twice, an over-long value) is a request no person made with them: it gets a 400
 * page naming the problem instead of reaching the handler (where it used to throw, a 500).
 */
export type FormResult<T> = { ok: true; value: T } | { ok: false; message: string };

const FORM_TYPE = 'application/x-www-form-urlencoded';

export const FORM_MESSAGES = {
  notAForm: 'Send this form from the sign-in page: it accepts only the page’s own form, not JSON or other content.',
  repeated: (field: string) => `The field "${field}" appears more than once. Send the form again from the sign-in page.`,
} as const;

const LIMIT_MESSAGES: Record<string, string> = {
  email: 'The e-mail address is too long (at most 254 characters).',
  password: 'The password is too long (at most 256 characters).',
  confirm: 'The password is too long (at most 256 characters).',
  fullName: 'The full name is too long (at most 200 characters).',
};

export function readForm<S extends z.ZodType>(request: FastifyRequest, schema: S): FormResult<z.infer<S>> {
  const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const body = request.body;
  if (type !== FORM_TYPE || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: FORM_MESSAGES.notAForm };
  }
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value)) return { ok: false, message: FORM_MESSAGES.repeated(field) };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  return { ok: false, message: LIMIT_MESSAGES[field] ?? FORM_MESSAGES.notAForm };
}
