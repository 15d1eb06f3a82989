import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError, configureApiClient, resolveBaseUrl, setAccessTokenGetter, TIMEOUT_MESSAGE } from './api-client';
import { defaultConfig } from './config';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ ...defaultConfig('http://localhost:3000'), apiTimeoutMs: 50 }, 'http://localhost:3000');
    setAccessTokenGetter(() => 'token-123');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the bearer token and credentials, and unwraps the envelope', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { id: 1 }, message: 'ok' }));
    await expect(api.get('/api/v1/thing')).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/v1/thing');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
  });

  it('throws the server detail as the error message', async () => {
    fetchMock.mockResolvedValue(json(409, { success: false, message: 'Conflict', detail: 'Already collected.' }));
    await expect(api.post('/api/v1/x', {})).rejects.toMatchObject({ status: 409, message: 'Already collected.' });
  });

  it('on 401 removes the stored token and goes to /login with the reason', async () => {
    sessionStorage.setItem('access_token', 'old');
    sessionStorage.setItem('oidc.user:issuer:client', '{}');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/dashboard', assign });
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'Unauthorized', detail: 'Session expired.' }));
    await expect(api.get('/api/v1/me')).rejects.toBeInstanceOf(ApiRequestError);
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(sessionStorage.getItem('oidc.user:issuer:client')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?error=Session%20expired.');
  });

  it('gives up after the configured timeout with a clear message', async () => {
    const hang = (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    fetchMock.mockImplementation(hang);
    await expect(api.get('/api/v1/slow')).rejects.toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });
});

describe('resolveBaseUrl', () => {
  it('falls back to the page origin when production config points at localhost', () => {
    expect(resolveBaseUrl({ apiBaseUrl: 'http://localhost:3000', environment: 'production' }, 'https://labwise.example')).toBe(
      'https://labwise.example',
    );
    expect(resolveBaseUrl({ apiBaseUrl: 'http://localhost:3000', environment: 'development' }, 'https://labwise.example')).toBe(
      'http://localhost:3000',
    );
    expect(resolveBaseUrl({ apiBaseUrl: 'https://api.example/', environment: 'production' }, 'https://labwise.example')).toBe(
      'https://api.example',
    );
  });
});
