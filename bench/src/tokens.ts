import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import pg from 'pg';
import { EMBEDDED_CLIENT_ID, EMBEDDED_ROLE_CLAIM } from '../../apps/server/src/modules/system/client-config';
import { API_SCOPE } from '../../apps/server/src/identity/provider';
import type { IdentitySecrets } from '../../apps/server/src/identity/secrets';

export type TokenUser = { id: string; role: string; email: string; name: string };

/**
 * Access tokens for many users without a sign-in each: signed with the embedded provider's own
 * signing key (read from the `secrets` table, where the provider keeps it) and shaped like the
 * provider's JWT access tokens — typ at+jwt, RS256 with the key's kid, iss `<PUBLIC_URL>/oidc`,
 * aud `<PUBLIC_URL>/api`, sub = the user's subject, iat/exp, jti, client_id, scope and the role,
 * e-mail and name claims. The server verifies them exactly as it verifies the provider's tokens;
 * nothing on the server is relaxed for the benchmark.
 */
export async function createTokenMinter(options: { databaseUrl: string; publicUrl: string; ttlSeconds: number }) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let secrets: IdentitySecrets;
  try {
    const { rows } = await client.query<{ value: IdentitySecrets }>(`select value from secrets where name = 'identity'`);
    if (!rows[0]) throw new Error('the database has no identity secrets (the provider creates them on first start)');
    secrets = rows[0].value;
  } finally {
    await client.end();
  }
  const jwk: JWK = secrets.signingKeys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const issuer = `${options.publicUrl}/oidc`;
  const audience = `${options.publicUrl}/api`;
  const issuedAt = Math.floor(Date.now() / 1000);

  return {
    issuer,
    audience,
    async mint(user: TokenUser): Promise<string> {
      return new SignJWT({
        client_id: EMBEDDED_CLIENT_ID,
        scope: API_SCOPE,
        [EMBEDDED_ROLE_CLAIM]: user.role,
        email: user.email,
        name: user.name,
      })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid! })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },
  };
}

export type TokenMinter = Awaited<ReturnType<typeof createTokenMinter>>;
