/**
 * Every API route declares one of these permissions (DESIGN §5). The server refuses to start
 * when a route declares none, and the permission-matrix tests read this table.
 * Format: action:resource:scope, with `public` for routes anyone may call.
 */
export const PERMISSIONS = {
  public: 'Anyone, signed in or not',
  'read:self:own': 'A signed-in user reading their own profile',
} as const satisfies Record<string, string>;

export type Permission = keyof typeof PERMISSIONS;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}
