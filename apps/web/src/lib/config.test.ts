import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, loadConfig } from './config';

describe('loadConfig', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries while the server starts, then uses its answer', async () => {
    const config = { ...defaultConfig('http://x'), environment: 'staging' };
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true, data: config, message: '' })));
    await expect(loadConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/api/config', { credentials: 'include' });
  });

  it('falls back to defaults with a warning after 50 attempts of 100 ms', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = vi.fn().mockRejectedValue(new Error('down'));
    const result = loadConfig(fetchImpl);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toMatchObject({ environment: 'production', identity: { clientId: 'labwise-web' } });
    expect(fetchImpl).toHaveBeenCalledTimes(50);
    expect(warn).toHaveBeenCalledOnce();
  });
});
