import type { Database } from '../../db/database';
import { createCredentialService } from './credential-service';
import type { MailDeps } from './inbound';
import { createReceiveService } from './receive-service';
import { createUnmatchedService } from './unmatched-service';

export type { LabCaller } from './inbound';

/**
 * The HL7 v2 lab interface, by use case: receiving results (receive-service), the held messages
 * a lab resolves or discards (unmatched-service), and the labs' interface keys (credential-service).
 */
export function createLabInterfaceService(db: Database, mail: MailDeps) {
  return { ...createCredentialService(db), ...createReceiveService(db, mail), ...createUnmatchedService(db, mail) };
}

export type LabInterfaceService = ReturnType<typeof createLabInterfaceService>;
