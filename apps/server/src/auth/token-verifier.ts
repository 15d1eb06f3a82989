import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWK, type JWTPayload } from 'jose';

export type VerifiedToken = { issuer: string; subject: string; claims: JWTPayload };
export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/** Asymmetric algorithms only: `none` and HMAC (e.g. HS256 keyed with the public key) never pass. */
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

function verifier(
  keys: Parameters<typeof jwtVerify>[1],
  options: { issuer: string; audience: string; requireAccessTokenType: boolean },
): TokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALGORITHMS,
        // RFC 9068 access tokens are typed at+jwt; this rejects ID tokens used as access tokens.
        ...(options.requireAccessTokenType ? { typ: 'at+jwt' } : {}),
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      });
      if (!payload.sub) throw new InvalidTokenError('token has no subject');
      return { issuer: options.issuer, subject: payload.sub, claims: payload };
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) {
        throw new InvalidTokenError(error instanceof errors.JOSEError ? error.code : 'malformed token');
      }
      throw error;
    }
  };
}

/** Verifies access tokens of the embedded provider with its own public keys (no HTTP round trip). */
export function embeddedTokenVerifier(options: { issuer: string; audience: string; publicKeys: JWK[] }): TokenVerifier {
  return verifier(createLocalJWKSet({ keys: options.publicKeys }), { ...options, requireAccessTokenType: true });
}

/** Verifies access tokens of an external provider through its published JWKS (cached by jose). */
export function externalTokenVerifier(options: { issuer: string; audience: string; jwksUri?: string }): TokenVerifier {
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  const inner = async (token: string) => {
    if (!keys) {
      const jwksUri = options.jwksUri ?? (await discoverJwksUri(options.issuer));
      keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    }
    return verifier(keys, { ...options, requireAccessTokenType: false })(token);
  };
  return inner;
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`identity provider discovery failed with ${response.status}`);
  const body = (await response.json()) as { jwks_uri?: unknown };
  if (typeof body.jwks_uri !== 'string') throw new Error('identity provider discovery has no jwks_uri');
  return body.jwks_uri;
}
