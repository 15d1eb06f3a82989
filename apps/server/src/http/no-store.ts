import type { FastifyRequest } from 'fastify';
import { routedPath } from './routed-path';

/** Answers under these paths may hold health data or account state: no browser or proxy may keep them. */
const NO_STORE_PREFIXES = ['/api/', '/fhir/', '/hl7/', '/healthz', '/readyz'];

/**
 * Whether an answer must carry `Cache-Control: no-store`, decided on the routed path, not on the
 * raw request line: `/%61pi/v1/…` is routed to `/api/v1/…` and must be treated like it. A path that
 * cannot be decoded is treated as sensitive.
 */
export function mustNotBeStored(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return path === null || NO_STORE_PREFIXES.some((prefix) => path.startsWith(prefix));
}
