import { API_TIMEOUT_MS, paths, type ClientConfig } from '@labwise/domain';

/** An API failure: `message` is the server's `detail`, written for a person to read. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const TIMEOUT_MESSAGE = 'Request timed out. Please try again.';
export const NETWORK_MESSAGE = 'Could not reach Labwise. Check your connection and try again.';
const TOKEN_STORAGE_KEY = 'access_token';

type TokenGetter = () => Promise<string | null | undefined> | string | null | undefined;
let tokenGetter: TokenGetter | null = null;
let settings = { baseUrl: '', timeoutMs: API_TIMEOUT_MS };

/** The sign-in layer provides the current access token; `null` unplugs it (tests). */
export function setAccessTokenGetter(getter: TokenGetter | null): void {
  tokenGetter = getter;
}

/**
 * The bearer token (brief §7): from the identity layer when it has one, else from browser storage.
 * A failing getter gives no token rather than failing the request (brief §8).
 */
async function currentToken(): Promise<string | null> {
  let token: string | null | undefined = null;
  try {
    token = tokenGetter ? await tokenGetter() : null;
  } catch (error) {
    console.warn('Get access token failed', error);
  }
  return token || sessionStorage.getItem(TOKEN_STORAGE_KEY);
}

/**
 * Base URL from config; a localhost base in production, while the page is not on localhost,
 * falls back to the page's own origin (brief §7) so a misconfigured build still works.
 */
export function resolveBaseUrl(config: Pick<ClientConfig, 'apiBaseUrl' | 'environment'>, pageOrigin: string): string {
  const base = config.apiBaseUrl.replace(/\/+$/, '');
  const isLocal = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(url);
  if (config.environment === 'production' && isLocal(base) && !isLocal(pageOrigin)) return pageOrigin;
  return base;
}

export function configureApiClient(config: ClientConfig, pageOrigin = window.location.origin): void {
  settings = { baseUrl: resolveBaseUrl(config, pageOrigin), timeoutMs: config.apiTimeoutMs };
}

/** Any 401: forget the stored tokens and go to /login, carrying the server's reason to show there. */
function onUnauthorized(detail: string | undefined): void {
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('oidc.user:')) sessionStorage.removeItem(key);
  if (window.location.pathname === paths.login) return;
  window.location.assign(detail ? `${paths.login}?error=${encodeURIComponent(detail)}` : paths.login);
}

/** The success envelope as it arrives: the data, and a list page's cursor beside it (ADR 0051). */
type Envelope = { data?: unknown; meta?: { nextCursor?: string | null } };

async function request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const payload = await send(method, path, body, headers);
  return (payload?.data ?? null) as T;
}

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
  const token = await currentToken();
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      method,
      credentials: 'include',
      signal: controller.signal,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiRequestError(0, controller.signal.aborted ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, []);
  } finally {
    clearTimeout(timer);
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: unknown;
    detail?: string;
    message?: string;
    issues?: { path: string; message: string }[];
  } | null;
  if (response.status === 401) onUnauthorized(payload?.detail);
  if (!response.ok) {
    const text = payload?.detail ?? payload?.message ?? `Request failed (status ${response.status})`;
    throw new ApiRequestError(response.status, text, payload?.issues ?? []);
  }
  return payload;
}

/** One page of a keyset-paginated list: its rows, and the cursor of the next page (null on the last). */
export type ListPage<T> = { items: T[]; nextCursor: string | null };

/** GET of one page of a list: `data` are its rows, `meta.nextCursor` where the next page starts. */
async function getPage<T>(path: string): Promise<ListPage<T>> {
  const payload = await send('GET', path);
  return { items: (payload?.data ?? []) as T[], nextCursor: payload?.meta?.nextCursor ?? null };
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  getPage,
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/**
 * Opens a long-lived response (server-sent events) with the bearer token in the Authorization
 * header: EventSource cannot send one, and a token in the address would end up in logs. No
 * timeout — the caller's signal ends it. Failures carry the status; a 401 signs out as any call.
 */
export async function openStream(path: string, signal: AbortSignal): Promise<Response> {
  const token = await currentToken();
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      credentials: 'include',
      cache: 'no-store',
      signal,
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiRequestError(0, NETWORK_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { detail?: string } | null;
    if (response.status === 401) onUnauthorized(body?.detail);
    throw new ApiRequestError(response.status, body?.detail ?? `Request failed (status ${response.status})`);
  }
  return response;
}

/** Downloads a file from the API with the bearer token (a plain link could not send it). */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = await currentToken();
  const response = await fetch(`${settings.baseUrl}${path}`, {
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiRequestError(response.status, body?.detail ?? `Download failed (status ${response.status})`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
