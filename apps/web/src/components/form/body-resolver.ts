import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver for a form that holds text as typed (numbers, lists, money) while the server takes a
 * typed body: `toBody` turns the values into that body, the domain schema checks it — the same
 * schema and messages as the server — and each issue lands on the field named by its path
 * (`fieldOf` renames the few that differ, such as `priceCents` → `price`). Submit receives the
 * parsed body. `formChecks` adds what only the form can see (field → message), such as a switch
 * that needs its detail. Where the form's values already are the body, use `zodResolver(schema)`.
 */
export function bodyResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: TForm) => unknown,
  fieldOf: (path: string) => string = (path) => path,
  formChecks: (values: TForm) => Readonly<Record<string, string | undefined>> = () => ({}),
): Resolver<TForm, unknown, z.output<S>> {
  return (values, _context, options) => {
    const result = schema.safeParse(toBody(values));
    const checks = Object.entries(formChecks(values)).filter((entry): entry is [string, string] => entry[1] !== undefined);
    if (result.success && checks.length === 0) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const [field, message] of checks) flat[field] = { type: 'custom', message };
    for (const issue of result.error?.issues ?? []) {
      const path = issue.path.length ? fieldOf(issue.path.map(String).join('.')) : 'root';
      flat[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
