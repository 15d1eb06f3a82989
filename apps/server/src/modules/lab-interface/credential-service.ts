import { LAB_INTERFACE_MESSAGES, type InterfaceCredential, type IssuedInterfaceCredential } from '@labwise/domain';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/errors';
import { audit } from '../../platform/audit';
import { loadOrCreateServerKey } from '../../platform/server-secret';
import { basicCredentials, createSecretHasher, newKeyId, newSecret, type SecretHasher } from './credentials';
import type { Ctx, LabCaller } from './inbound';
import { credentialByKeyId, credentialOfLab, credentialsOfLab, findLab, insertCredential, revokeCredential, touchCredential } from './repository';

const BASIC_CHALLENGE = { 'WWW-Authenticate': 'Basic realm="Labwise HL7 interface", charset="UTF-8"' };
const unauthorizedLab = () => new AppError(401, 'Unauthorized', LAB_INTERFACE_MESSAGES.unauthorized, BASIC_CHALLENGE);

function toCredential(row: Awaited<ReturnType<typeof credentialsOfLab>>[number]): InterfaceCredential {
  return {
    id: row.credential.id,
    keyId: row.credential.keyId,
    createdAt: row.credential.createdAt.toISOString(),
    createdByName: row.createdByName,
    lastUsedAt: row.credential.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.credential.revokedAt?.toISOString() ?? null,
  };
}

/** The labs' interface keys: authenticating a delivery, and the administrators' issue and revoke. */
export function createCredentialService(db: Database) {
  /** Hashes interface secrets with the server's own key, loaded (or generated) once. */
  let hasherLoad: Promise<SecretHasher> | null = null;
  const secretHasher = () => {
    hasherLoad ??= loadOrCreateServerKey(db, 'lab-interface-secrets').then(createSecretHasher, (error: unknown) => {
      hasherLoad = null;
      throw error;
    });
    return hasherLoad;
  };

  return {
    /** HTTP Basic with a lab's key id and secret; unknown, wrong and revoked all answer the same 401. */
    async authenticate(header: string | undefined): Promise<LabCaller> {
      const given = basicCredentials(header);
      if (!given) throw unauthorizedLab();
      const hasher = await secretHasher();
      const row = await credentialByKeyId(db, given.keyId);
      const matches = row ? await hasher.verify(given.secret, row.secretHash) : hasher.decoy(given.secret);
      if (!row || !matches || row.revokedAt) throw unauthorizedLab();
      // A key issued when secrets were stored as scrypt hashes moves to the HMAC form on first use.
      await touchCredential(db, row.id, hasher.isCurrent(row.secretHash) ? undefined : hasher.hash(given.secret));
      return { credentialId: row.id, labId: row.labId };
    },

    async listCredentials(labId: string): Promise<InterfaceCredential[]> {
      if (!(await findLab(db, labId))) throw notFound();
      return (await credentialsOfLab(db, labId)).map(toCredential);
    },

    /** A new key for the lab; the secret is returned once and only its hash is kept. */
    async issueCredential(ctx: Ctx, labId: string): Promise<IssuedInterfaceCredential> {
      if (!(await findLab(db, labId))) throw notFound();
      const keyId = newKeyId();
      const secret = newSecret();
      const secretHash = (await secretHasher()).hash(secret);
      return db.transaction(async (tx) => {
        const row = await insertCredential(tx, { labId, keyId, secretHash, createdBy: ctx.principal.userId });
        await audit(tx, { actor: ctx.principal, action: 'create', resourceType: 'lab_interface_credential', resourceId: row.id, outcome: 'allowed', requestId: ctx.requestId });
        return { id: row.id, keyId, secret };
      });
    },

    async revokeCredential(ctx: Ctx, labId: string, credentialId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const existing = await credentialOfLab(tx, labId, credentialId);
        if (!existing) throw notFound();
        if (existing.revokedAt) throw conflict(LAB_INTERFACE_MESSAGES.credentialRevoked);
        await revokeCredential(tx, labId, credentialId);
        await audit(tx, { actor: ctx.principal, action: 'delete', resourceType: 'lab_interface_credential', resourceId: credentialId, outcome: 'allowed', requestId: ctx.requestId });
      });
    },
  };
}
