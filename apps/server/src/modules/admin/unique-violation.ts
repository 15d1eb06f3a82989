/** Whether a database error (possibly wrapped by drizzle) is a unique violation, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    if (!constraint) return true;
    return name === constraint || (typeof message === 'string' && message.includes(constraint));
  }
  return false;
}
