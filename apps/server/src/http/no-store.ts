import type { FastifyRequest } from 'fastify';

/** Answers under these paths may hold health data or account state: no browser or proxy may keep them. */
const NO_STORE_PREFIXES = ['/api/', '/fhir/', '/hl7/', '/healthz', '/readyz'];

/**
 * Whether an answer must carry `Cache-Control: no-store`, decided on the path the router matched
 * (its route template), not on the raw request line: `/%61pi/v1/…` is routed to `/api/v1/…` and
 * must be treated like it. Unrouted requests (and the SPA's catch-all) are judged on the decoded
 * path; a path that cannot be decoded is treated as sensitive.
 */
export function mustNotBeStored(request: FastifyRequest): boolean {
  const template = request.routeOptions.url;
  let path: string;
  if (template && template !== '/*') {
    path = template;
  } else {
    try {
      path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return true;
    }
  }
  return NO_STORE_PREFIXES.some((prefix) => path.startsWith(prefix));
}
