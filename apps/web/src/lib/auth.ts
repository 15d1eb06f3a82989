import { UserManager, WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import { normaliseRoleClaim, type ClientConfig, type Role } from '@labwise/domain';
import { setAccessTokenGetter } from './api-client';

/**
 * OpenID Connect settings for the SPA: code + PKCE, scopes `openid profile email`, return to
 * /callback, log out back to /login. Tokens live in sessionStorage (ADR 0004): a reload keeps
 * the session, closing the tab ends it; refresh tokens rotate.
 */
export function oidcSettings(config: ClientConfig, origin = window.location.origin): UserManagerSettings {
  return {
    authority: config.identity.issuer,
    client_id: config.identity.clientId,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: config.identity.scopes,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
    // External providers (Auth0 and friends) need the API audience on the authorize request.
    ...(config.identity.embedded ? {} : { extraQueryParams: { audience: config.identity.audience } }),
  };
}

export function createUserManager(config: ClientConfig): UserManager {
  const manager = new UserManager(oidcSettings(config));
  setAccessTokenGetter(async () => {
    try {
      const user = await manager.getUser();
      return user && !user.expired ? user.access_token : null;
    } catch (error) {
      console.warn('Get access token failed', error);
      return null;
    }
  });
  return manager;
}

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
