// Types only: the OIDC client itself loads on demand (lib/oidc-manager.ts, ADR 0044).
import type { User } from 'oidc-client-ts';
import { normaliseRoleClaim, type Role } from '@labwise/domain';

/** The signed-in user as the UI knows it (brief §3 "User (session)"). */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  full_name: string;
  name: string | null;
  title: string | null;
  email_verified: boolean;
  picture: string | null;
};

/** Null when the profile lacks id, e-mail or role claim: such a user is invalid and is cleared. */
export function toSessionUser(user: User | null | undefined, roleClaim: string): SessionUser | null {
  const profile = user?.profile;
  if (!profile?.sub || typeof profile.email !== 'string') return null;
  const claim = (profile as Record<string, unknown>)[roleClaim];
  if (claim === undefined || claim === null) return null;
  const name = typeof profile.name === 'string' ? profile.name : null;
  return {
    id: profile.sub,
    email: profile.email,
    role: normaliseRoleClaim(Array.isArray(claim) ? claim[0] : claim),
    full_name: name ?? profile.email,
    name,
    title: typeof (profile as Record<string, unknown>).title === 'string' ? ((profile as Record<string, unknown>).title as string) : null,
    email_verified: profile.email_verified === true,
    picture: typeof profile.picture === 'string' ? profile.picture : null,
  };
}
