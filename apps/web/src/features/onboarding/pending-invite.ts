/**
 * A doctor's invitation the person started to sign up or sign in for on this device. It survives
 * the e-mail verification round trip (often in another tab), so the signed-in patient is brought
 * back to accept or decline it; it is forgotten once handled, or after a day.
 */
const KEY = 'pending_invite';
const TTL_MS = 24 * 60 * 60 * 1000;

export const pendingInvite = {
  get(): string | null {
    try {
      const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token?: unknown; at?: unknown } | null;
      if (!value || typeof value.token !== 'string' || typeof value.at !== 'number' || Date.now() - value.at > TTL_MS) return null;
      return value.token;
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(KEY, JSON.stringify({ token, at: Date.now() }));
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};
