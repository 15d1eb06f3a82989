import type { Role, UserStatus } from '@labwise/domain';

/** The caller as Labwise knows them: the stored role decides, never the token's claim. */
export type Principal = {
  userId: string;
  role: Role;
  status: UserStatus;
  requestedRole: Role | null;
  email: string;
  labId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw new Error('route declared a non-public permission but has no principal');
  return principal;
}

/** What services need from a request: the authenticated caller and the id for the audit trail. */
export function requestContext(request: { principal: Principal | null; id: string }): { principal: Principal; requestId: string } {
  return { principal: requirePrincipal(request.principal), requestId: request.id };
}
