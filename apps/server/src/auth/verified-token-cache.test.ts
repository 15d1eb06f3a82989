import { describe, expect, it, vi } from 'vitest';
import { InvalidTokenError, type VerifiedToken } from './token-verifier';
import { withVerifiedTokenCache } from './verified-token-cache';

const at = (exp: number): VerifiedToken => ({ issuer: 'https://issuer', subject: 'user-1', claims: { sub: 'user-1', exp } });

describe('withVerifiedTokenCache', () => {
  it('checks a token once while it is valid and again after it expires', async () => {
    let clock = 1_000_000;
    const inner = vi.fn(async (token: string) => {
      if (clock >= 1_060_000) throw new InvalidTokenError('ERR_JWT_EXPIRED');
      // exp is in seconds: 1,060 s is the clock's 1,060,000 ms.
      return { ...at(1_060), subject: token };
    });
    const verify = withVerifiedTokenCache(inner, { now: () => clock });
    expect((await verify('a')).subject).toBe('a');
    clock += 30_000;
    expect((await verify('a')).subject).toBe('a');
    expect(inner).toHaveBeenCalledTimes(1);
    clock = 1_060_000;
    await expect(verify('a')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('never remembers a refused token', async () => {
    const inner = vi.fn(async () => {
      throw new InvalidTokenError('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
    });
    const verify = withVerifiedTokenCache(inner);
    await expect(verify('forged')).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify('forged')).rejects.toBeInstanceOf(InvalidTokenError);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const inner = vi.fn(async (token: string) => ({ ...at(Date.now() / 1000 + 600), subject: token }));
    const verify = withVerifiedTokenCache(inner, { maxEntries: 2 });
    await verify('a');
    await verify('b');
    await verify('c');
    await verify('c');
    await verify('b');
    expect(inner).toHaveBeenCalledTimes(3);
    await verify('a');
    expect(inner).toHaveBeenCalledTimes(4);
  });
});
