import type { TokenVerifier, VerifiedToken } from './token-verifier';

/**
 * Remembers tokens whose signature and claims were verified, until they expire, so a client's
 * requests during an access token's few minutes of life pay for one signature check instead of
 * one each (RS256 verification was the largest single cost of an authenticated read).
 *
 * Only successes are kept: a forged or malformed token is checked, and refused, every time. The
 * account behind a cached token is still looked up on every request, so deactivation and role
 * changes take effect at once. A token stops being served from here at its `exp` (without the
 * verifier's clock tolerance), and the oldest entries are dropped beyond `maxEntries`.
 */
export function withVerifiedTokenCache(verify: TokenVerifier, options: { maxEntries?: number; now?: () => number } = {}): TokenVerifier {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const verified = new Map<string, { token: VerifiedToken; expiresAt: number }>();

  return async (token) => {
    const hit = verified.get(token);
    if (hit) {
      if (now() < hit.expiresAt) return hit.token;
      verified.delete(token);
    }
    const result = await verify(token);
    const exp = result.claims.exp;
    if (typeof exp === 'number' && now() < exp * 1000) {
      if (verified.size >= maxEntries) verified.delete(verified.keys().next().value!);
      verified.set(token, { token: result, expiresAt: exp * 1000 });
    }
    return result;
  };
}
