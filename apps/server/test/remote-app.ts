import type { App } from '../src/app';

type InjectOptions = { method: string; url: string; headers?: Record<string, string>; payload?: string | object };

/**
 * The subset of `app.inject` the test helpers use (oidc-flow, accounts), performed over real HTTP
 * against a server process, so the same sign-in helpers drive a server started as a child.
 */
export function remoteApp(baseUrl: string): App {
  const inject = async ({ method, url, headers = {}, payload }: InjectOptions) => {
    const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
    const sent = { ...headers, ...(typeof payload === 'object' ? { 'content-type': 'application/json' } : {}) };
    const res = await fetch(new URL(url, baseUrl), { method, headers: sent, body, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    const responseHeaders: Record<string, string | string[]> = Object.fromEntries(res.headers.entries());
    const cookies = res.headers.getSetCookie();
    if (cookies.length) responseHeaders['set-cookie'] = cookies;
    return { statusCode: res.status, headers: responseHeaders, body: text, json: () => JSON.parse(text) as unknown };
  };
  return { inject } as unknown as App;
}
