import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError, configureApiClient, resolveBaseUrl, setAccessTokenGetter, TIMEOUT_MESSAGE } from './api-client';
import { defaultConfig } from './config';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = [string, RequestInit];

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const lastCall = () => fetchMock.mock.calls.at(-1) as Call;
  const headersOf = (call: Call) => call[1].headers as Record<string, string>;

  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ ...defaultConfig('http://localhost:3000'), apiTimeoutMs: 50 }, 'http://localhost:3000');
    setAccessTokenGetter(() => 'token-123');
  });
  afterEach(() => {
    setAccessTokenGetter(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and credentials, and unwraps the envelope', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { id: 1 }, message: 'ok' }));
    await expect(api.get('/api/v1/thing')).resolves.toEqual({ id: 1 });
    const [url, init] = lastCall();
    // Relative to the page: the SPA and the API share one origin.
    expect(url).toBe('/api/v1/thing');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headersOf(lastCall()).Authorization).toBe('Bearer token-123');
  });

  it('sends JSON bodies with each write method', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { success: true, data: null, message: 'ok' })));
    for (const [method, call] of [
      ['POST', () => api.post('/x', { a: 1 })],
      ['PUT', () => api.put('/x', { a: 1 })],
      ['PATCH', () => api.patch('/x', { a: 1 })],
    ] as const) {
      await call();
      const [, init] = lastCall();
      expect(init.method).toBe(method);
      expect(init.body).toBe('{"a":1}');
      expect(headersOf(lastCall())['Content-Type']).toBe('application/json');
    }
    await api.delete('/x');
    expect(lastCall()[1]).toMatchObject({ method: 'DELETE' });
    expect(lastCall()[1].body).toBeUndefined();
  });

  it('falls back to the token kept in sessionStorage when the identity layer has none', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { success: true, data: 1, message: '' })));
    setAccessTokenGetter(() => null);
    sessionStorage.setItem('access_token', 'stored-token');
    await api.get('/a');
    expect(headersOf(lastCall()).Authorization).toBe('Bearer stored-token');

    setAccessTokenGetter(null);
    await api.get('/b');
    expect(headersOf(lastCall()).Authorization).toBe('Bearer stored-token');

    sessionStorage.clear();
    await api.get('/c');
    expect(headersOf(lastCall()).Authorization).toBeUndefined();
  });

  it('sends the request without a token when the token getter fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json(200, { success: true, data: 1, message: '' }));
    setAccessTokenGetter(() => Promise.reject(new Error('login_required')));
    await expect(api.get('/a')).resolves.toBe(1);
    expect(headersOf(lastCall()).Authorization).toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('throws the server detail as the error message, with status and issues', async () => {
    const issues = [{ path: 'email', message: 'Invalid email' }];
    fetchMock.mockResolvedValue(json(400, { success: false, message: 'Bad Request', detail: 'Check the form.', issues }));
    const error = await api.post('/api/v1/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, message: 'Check the form.', issues });
  });

  it('uses the message, then a generic text, when there is no detail', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { success: false, message: 'Conflict' }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 409, message: 'Conflict', issues: [] });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, message: 'Request failed (status 502)' });
  });

  it('on 401 removes the stored token and goes to /login', async () => {
    sessionStorage.setItem('access_token', 'old');
    sessionStorage.setItem('oidc.user:issuer:client', '{}');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign });
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'Unauthorized', detail: 'Session expired.' }));
    await expect(api.get('/api/v1/me')).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('oidc.user:issuer:client')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?error=Session%20expired.');
  });

  it('on 401 while already on /login removes the token but does not reload the page', async () => {
    sessionStorage.setItem('access_token', 'old');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/login', assign });
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'Unauthorized', detail: 'No token.' }));
    await expect(api.get('/api/v1/me')).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('gives up after the configured timeout with a clear message', async () => {
    const hang = (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    fetchMock.mockImplementation(hang);
    await expect(api.get('/api/v1/slow')).rejects.toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
    expect(TIMEOUT_MESSAGE).toBe('Request timed out. Please try again.');
  });

  it('times out at 30 s by default', async () => {
    vi.useFakeTimers();
    try {
      configureApiClient(defaultConfig('http://localhost:3000'), 'http://localhost:3000');
      fetchMock.mockImplementation(
        (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      );
      const result = api.get('/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toMatchObject({ message: TIMEOUT_MESSAGE });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('resolveBaseUrl', () => {
  it('falls back to the page origin when production config points at localhost', () => {
    const local = { apiBaseUrl: 'http://localhost:3000', environment: 'production' };
    expect(resolveBaseUrl(local, 'https://labwise.example')).toBe('https://labwise.example');
    expect(resolveBaseUrl({ ...local, apiBaseUrl: 'http://127.0.0.1:3000/' }, 'https://labwise.example')).toBe('https://labwise.example');
  });

  it('keeps a localhost base in development or when the page itself is on localhost', () => {
    expect(resolveBaseUrl({ apiBaseUrl: 'http://localhost:3000', environment: 'development' }, 'https://labwise.example')).toBe(
      'http://localhost:3000',
    );
    expect(resolveBaseUrl({ apiBaseUrl: 'http://localhost:3000', environment: 'production' }, 'http://localhost:5173')).toBe(
      'http://localhost:3000',
    );
  });

  it('keeps a real base URL, without a trailing slash', () => {
    expect(resolveBaseUrl({ apiBaseUrl: 'https://api.example/', environment: 'production' }, 'https://labwise.example')).toBe(
      'https://api.example',
    );
  });
});
