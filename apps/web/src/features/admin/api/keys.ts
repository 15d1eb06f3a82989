/** Every administration query lives under this key: a user, lab or catalog change refreshes them all. */
export const ADMIN_KEY = ['admin'] as const;
