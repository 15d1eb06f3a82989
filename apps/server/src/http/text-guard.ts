import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const MAX_DEPTH = 64;

/** The first path holding a NUL character, or null; over-deep bodies are refused by their schema. */
function nulPath(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'body';
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a string carrying one would fail deep in a
 * query. Refuse it up front with a clear 400, for every JSON body and query string.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = nulPath(request.body, '', 0) ?? nulPath(request.query, '', 0);
    if (found) throw badRequest(`${found}: text must not contain NUL (\\u0000) characters.`);
  });
}
