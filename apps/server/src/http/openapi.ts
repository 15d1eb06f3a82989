import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPERATIONS } from './openapi-operations';

/**
 * What the OpenAPI document adds to each route's own schemas: its operationId and summary
 * (openapi-operations.ts), how a caller authenticates, and the error answers the shared error
 * handler gives (DESIGN §5). Documentation only: the routes' validation and serialisation are
 * untouched.
 */

/** Routes that authenticate with HTTP Basic (a partner lab’s interface key) instead of a bearer token. */
export const BASIC_AUTH_ROUTES = new Set(['POST /hl7/v2/oru']);

export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  basic: { type: 'http', scheme: 'basic', description: 'A partner lab’s HL7 interface key' },
} as const;

const apiError = (description: string) => ({
  description,
  type: 'object',
  required: ['success', 'message', 'detail'],
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    detail: { type: 'string', description: 'What went wrong, written for a person' },
    issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
    requestId: { type: 'string' },
  },
});

const operationOutcome = (description: string) => ({
  description,
  type: 'object',
  required: ['resourceType', 'issue'],
  properties: { resourceType: { type: 'string', const: 'OperationOutcome' }, issue: { type: 'array', items: { type: 'object' } } },
});

const routeKey = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

/** An id for a route missing from the table (the OpenAPI test names it so it gets described). */
function derivedOperationId(method: string, url: string): string {
  const words = url
    .split(/[/.-]/)
    .filter((part) => part && part !== 'api' && part !== 'v1')
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part));
  return [method.toLowerCase(), ...words.flatMap((w) => w.split(' ')).map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

type Schema = FastifySchema & { summary?: string; operationId?: string; security?: unknown; response?: Record<string, unknown> };

/** The error answers a route can give, from what it takes and who may call it. */
function errorResponses(route: { url: string; config?: unknown }, schema: Schema, isPublic: boolean): Record<string, unknown> {
  const shape = route.url.startsWith('/fhir/') ? operationOutcome : apiError;
  const config = (route.config ?? {}) as { feature?: string };
  const takesInput = Boolean(schema.body || schema.querystring || schema.params);
  const isApi = route.url.startsWith('/api/') || route.url.startsWith('/fhir/');
  return {
    ...(takesInput ? { 400: shape('Bad input: the message says what to change') } : {}),
    ...(isPublic ? {} : { 401: shape('No valid credentials: sign in again') }),
    ...(isPublic ? {} : { 403: shape('Signed in, but this action is not allowed for your role') }),
    ...(route.url.includes(':') || config.feature ? { 404: shape('Not found, or not yours to see (the same answer either way)') } : {}),
    ...(isApi ? { 429: shape('Too many requests: wait for Retry-After seconds') } : {}),
  };
}

export const openApiTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const route = input.route;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  const key = routeKey(method, route.url);
  const permission = (route.config as { permission?: string } | undefined)?.permission;
  const isPublic = permission === 'public' && !BASIC_AUTH_ROUTES.has(key);
  const own = schema as Schema;
  const [operationId, summary] = OPERATIONS[key] ?? [derivedOperationId(method, route.url), undefined];
  const documented: Schema = {
    ...own,
    operationId: own.operationId ?? operationId,
    ...(own.summary ?? summary ? { summary: own.summary ?? summary } : {}),
    security: BASIC_AUTH_ROUTES.has(key) ? [{ basic: [] }] : isPublic ? [] : [{ bearer: [] }],
    response: { ...errorResponses(route, own, isPublic || BASIC_AUTH_ROUTES.has(key)), ...(own.response ?? {}) },
  };
  if (BASIC_AUTH_ROUTES.has(key)) documented.response = { 401: apiError('No valid interface key'), ...documented.response };
  return { schema: documented, url };
};
