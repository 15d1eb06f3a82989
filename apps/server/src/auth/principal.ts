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
