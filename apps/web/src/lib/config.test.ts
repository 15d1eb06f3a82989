import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, loadConfig } from './config';

const envelope = (data: unknown, status = 200) => new Response(JSON.stringify({ success: status < 400, data, message: '' }), { status });

describe('loadConfig', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('uses the server answer at once, fetched with credentials', async () => {
    const config = { ...defaultConfig('https://labwise.example'), environment: 'staging' };
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(envelope(config));
    await expect(loadConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledOnce();
    expect(fetchImpl).toHaveBeenCalledWith('/api/config', { credentials: 'include' });
  });

  it('retries every 100 ms while the server starts, then uses its answer', async () => {
    const config = { ...defaultConfig('http://x'), environment: 'staging' };
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce(envelope(null, 503))
      .mockResolvedValueOnce(envelope(config));
    const result = loadConfig(fetchImpl);
    await vi.advanceTimersByTimeAsync(99);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(101);
    await expect(result).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('falls back to defaults with a warning after 50 attempts of 100 ms', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new Error('down'));
    const result = loadConfig(fetchImpl);
    await vi.advanceTimersByTimeAsync(4_800);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual(defaultConfig());
    expect(fetchImpl).toHaveBeenCalledTimes(50);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back to defaults with a warning when the answer does not match the schema', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(envelope({ apiBaseUrl: 42 }));
    await expect(loadConfig(fetchImpl)).resolves.toEqual(defaultConfig());
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('defaultConfig', () => {
  it('points at the page origin, production, client features off and runtime features on', () => {
    expect(defaultConfig('https://labwise.example')).toMatchObject({
      apiBaseUrl: '',
      publicUrl: 'https://labwise.example',
      apiTimeoutMs: 30_000,
      identity: { issuer: 'https://labwise.example/oidc', scopes: 'openid profile email' },
      features: { mockAuth: false, analytics: false },
      runtimeFeatures: { payments: true, labIntegration: true, ehrIntegration: true, ai: true },
      environment: 'production',
    });
  });
});
