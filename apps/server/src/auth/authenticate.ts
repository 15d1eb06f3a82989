import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRole, roleHolds, type Role, type UserStatus } from '@labwise/domain';
import { AppError, forbidden, unauthorized } from '../http/errors';
import type { Principal } from './principal';
import { InvalidTokenError, type TokenVerifier } from './token-verifier';

export type PrincipalLookup = (token: { issuer: string; subject: string; email: string | null; name: string | null }) => Promise<{
  userId: string;
  role: string;
  status: UserStatus;
  requestedRole: string | null;
  email: string;
  labId: string | null;
  /** Tokens issued before this instant were revoked (sign-out, password reset, deactivation). */
  tokensValidAfter?: Date | null;
} | null>;

/** The stored account a token's (issuer, subject) names. */
export type LookedUpUser = NonNullable<Awaited<ReturnType<PrincipalLookup>>>;

/** The caller as the routes see it: the stored account, its role one the domain knows. */
export function principalOf(user: LookedUpUser, role: Role): Principal {
  return {
    userId: user.userId,
    role,
    status: user.status,
    requestedRole: isRole(user.requestedRole) ? user.requestedRole : null,
    email: user.email,
    labId: user.labId,
  };
}

/** The caller's e-mail from standard claims; Entra puts it in preferred_username. */
function emailClaim(claims: Record<string, unknown>): string | null {
  for (const value of [claims.email, claims.preferred_username, claims.upn]) {
    if (typeof value === 'string' && /^[^@\s]+@[^@\s]+$/.test(value)) return value;
  }
  return null;
}

/**
 * The embedded provider's access tokens say when they were issued to the millisecond; `iat` has
 * whole seconds only, which cannot tell a token from just before a sign-out from one just after.
 */
export const ISSUED_AT_MS_CLAIM = 'https://labwise.app/claims/issued_at_ms';

/**
 * Whether a token was issued before a revocation. Without the millisecond claim (an external
 * provider's token) a token from the revocation's own second counts as before it: refused, never
 * an old token accepted.
 */
function issuedBefore(claims: Record<string, unknown>, revokedAt: Date): boolean {
  const ms = claims[ISSUED_AT_MS_CLAIM];
  if (typeof ms === 'number') return ms < revokedAt.getTime();
  if (typeof claims.iat !== 'number') return true;
  return claims.iat * 1000 < Math.ceil(revokedAt.getTime() / 1000) * 1000;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/.exec(header.trim());
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <access token>".');
  return match[1];
}

/**
 * Authenticates every request to a non-public route (bearer JWT → stored user) and checks the
 * route's permission against the stored role. Runs in onRequest, before bodies are parsed, so an
 * anonymous caller learns nothing about a route's input rules.
 */
export function registerAuthentication(
  app: FastifyInstance,
  deps: {
    verify: TokenVerifier;
    lookup: PrincipalLookup;
  },
): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public') return;

    const token = bearerToken(request);
    if (!token) throw unauthorized();
    let verified;
    try {
      verified = await deps.verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw new AppError(401, 'Unauthorized', 'Your session is invalid or has expired. Please sign in again.', {
          'WWW-Authenticate': 'Bearer realm="labwise", error="invalid_token"',
        });
      }
      throw error;
    }
    const claims = verified.claims;
    const user = await deps.lookup({
      issuer: verified.issuer,
      subject: verified.subject,
      email: emailClaim(claims),
      name: typeof claims.name === 'string' ? claims.name : null,
    });
    if (!user || !isRole(user.role)) throw unauthorized('Your account was not found. Please sign in again.');
    if (user.status === 'disabled') {
      throw new AppError(401, 'Unauthorized', 'This account has been deactivated. Contact your administrator.', {
        'WWW-Authenticate': 'Bearer realm="labwise", error="invalid_token"',
      });
    }
    if (user.tokensValidAfter && issuedBefore(claims, user.tokensValidAfter)) {
      throw new AppError(401, 'Unauthorized', 'Your session has ended. Please sign in again.', {
        'WWW-Authenticate': 'Bearer realm="labwise", error="invalid_token"',
      });
    }
    const principal = principalOf(user, user.role);
    request.principal = principal;
    const pending = user.status === 'pending_approval';
    if (!roleHolds(permission, principal.role, pending)) {
      throw pending
        ? forbidden('Your account is awaiting approval by an administrator. You can view your profile meanwhile.')
        : forbidden();
    }
  });
}
