import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../src/app';

/**
 * Drives the embedded provider's authorization-code + PKCE flow through app.inject, the way the
 * SPA and a browser would: authorize → hosted login form → resume → token endpoint.
 */
export type TokenSet = { access_token: string; id_token: string; refresh_token?: string; expires_in: number };

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string | string[] | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:3000');
  return url.pathname + url.search;
};

export const SPA = { clientId: 'labwise-web', redirectUri: 'http://localhost:3000/callback' };

/** The SPA's redirect URI for an app served at `publicUrl`. */
const callbackFor = (publicUrl: string) => `${publicUrl}/callback`;

export async function startAuthorization(app: App, extra: Record<string, string> = {}, publicUrl = 'http://localhost:3000') {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: SPA.clientId,
    redirect_uri: callbackFor(publicUrl),
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  const auth = await app.inject({ method: 'GET', url: `/oidc/auth?${query.toString()}` });
  jar.store(auth.headers['set-cookie']);
  const location = String(auth.headers.location ?? '');
  return { jar, verifier, interactionPath: pathOf(location), status: auth.statusCode, body: auth.body };
}

export async function submitLogin(
  app: App,
  flow: Awaited<ReturnType<typeof startAuthorization>>,
  email: string,
  password: string,
) {
  return app.inject({
    method: 'POST',
    url: `${flow.interactionPath}/login`,
    headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ email, password }),
  });
}

/** Full sign-in; throws with the page text when the login form does not accept the user. */
export async function signIn(app: App, email: string, password: string, publicUrl = 'http://localhost:3000'): Promise<TokenSet> {
  return (await signInWithSession(app, email, password, publicUrl)).tokens;
}

/** Signs in and also returns the browser's cookies (the provider session), e.g. to log out. */
export async function signInWithSession(app: App, email: string, password: string, publicUrl = 'http://localhost:3000') {
  const flow = await startAuthorization(app, {}, publicUrl);
  const login = await submitLogin(app, flow, email, password);
  if (login.statusCode !== 303) throw new Error(`login answered ${login.statusCode}`);
  flow.jar.store(login.headers['set-cookie']);
  let location = String(login.headers.location);
  // Follow provider redirects until the callback carries the code.
  for (let hop = 0; hop < 5 && !location.startsWith(callbackFor(publicUrl)); hop += 1) {
    const next = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: flow.jar.header() } });
    flow.jar.store(next.headers['set-cookie']);
    location = String(next.headers.location ?? '');
    if (!location) throw new Error(`no redirect (status ${next.statusCode}): ${next.body.slice(0, 300)}`);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const tokens = await exchange(app, { grant_type: 'authorization_code', code, redirect_uri: callbackFor(publicUrl), code_verifier: flow.verifier });
  return { tokens, jar: flow.jar };
}

/** RP-initiated logout the way the SPA does it: end-session page, then its confirm form. */
export async function logOut(app: App, jar: CookieJar, idToken: string, publicUrl = 'http://localhost:3000') {
  const query = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${publicUrl}/login` });
  const page = await app.inject({ method: 'GET', url: `/oidc/session/end?${query.toString()}`, headers: { cookie: jar.header() } });
  jar.store(page.headers['set-cookie']);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  if (!xsrf) throw new Error(`no logout form: ${page.statusCode} ${page.body.slice(0, 200)}`);
  const confirm = await app.inject({
    method: 'POST',
    url: '/oidc/session/end/confirm',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ xsrf, logout: 'yes' }),
  });
  jar.store(confirm.headers['set-cookie']);
  return confirm;
}

export async function exchange(app: App, params: Record<string, string>): Promise<TokenSet> {
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ client_id: SPA.clientId, ...params }),
  });
  if (res.statusCode !== 200) throw new Error(`token endpoint ${res.statusCode}: ${res.body}`);
  return res.json();
}

export function refresh(app: App, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ client_id: SPA.clientId, grant_type: 'refresh_token', refresh_token: refreshToken }),
  });
}
