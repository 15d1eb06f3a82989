import { isRole, type Role } from '@labwise/domain';

/** The role chosen before sign-in, kept locally and sent to the server once after login (brief §4). */
const KEY = 'pending_role';

export const pendingRole = {
  get(): Role | null {
    const value = localStorage.getItem(KEY);
    return isRole(value) ? value : null;
  },
  set(role: Role): void {
    localStorage.setItem(KEY, role);
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};

/** The role of the last account signed in on this device: the login page's default after sign-out. */
const LAST_KEY = 'last_role';
export const lastRole = {
  get(): Role | null {
    const value = localStorage.getItem(LAST_KEY);
    return isRole(value) ? value : null;
  },
  set(role: Role): void {
    localStorage.setItem(LAST_KEY, role);
  },
};
