import type { FastifyRequest } from 'fastify';

/**
 * The path a request is judged by: the route template the router matched (the router has already
 * decoded `/%61pi/…` into `/api/…`), or for unrouted requests and the SPA's catch-all the decoded
 * path. Null when the path cannot be decoded.
 */
export function routedPath(request: FastifyRequest): string | null {
  const template = request.routeOptions.url;
  if (template && template !== '/*') return template;
  try {
    return decodeURIComponent(request.url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}
