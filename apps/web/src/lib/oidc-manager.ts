import { UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { ClientConfig } from '@labwise/domain';
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

function createUserManager(config: ClientConfig): UserManager {
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

let current: { config: ClientConfig; manager: UserManager } | null = null;

/** One user manager per configuration: the signed-out actions and the provider share it. */
export function userManagerFor(config: ClientConfig): UserManager {
  if (current?.config !== config) current = { config, manager: createUserManager(config) };
  return current.manager;
}
