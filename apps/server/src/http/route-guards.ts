import type { FastifyInstance } from 'fastify';
import { isPermission, type Permission, type RuntimeFeature } from '@labwise/domain';
import type { Config } from '../config';
import { notFound } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this route needs (DESIGN §5). Undeclared → the server refuses to start. */
    permission?: Permission;
    /** A runtime feature that must be on, else the route answers 404. */
    feature?: RuntimeFeature;
  }
}

export const API_DOCS_PREFIX = '/api/docs';

export class UndeclaredPermissionError extends Error {
  override name = 'UndeclaredPermissionError';
}

export type RouteInventoryEntry = {
  method: string;
  url: string;
  permission: Permission;
  feature?: RuntimeFeature;
  /** The route's body schema, if it takes a body (read by the input-fuzzing tests). */
  bodySchema?: unknown;
};

/**
 * Checks every route as it is registered: a route without a known permission stops start-up.
 * Returns the live route inventory (read by the permission-matrix tests and the docs).
 */
export function registerRouteGuards(app: FastifyInstance, config: Config): RouteInventoryEntry[] {
  const inventory: RouteInventoryEntry[] = [];
  app.addHook('onRoute', (route) => {
    // Plugins register a few routes that cannot declare a permission: the OpenAPI pages and the
    // CORS preflight. Both are public by nature (CORS decides origins itself).
    const isPluginRoute = route.url.startsWith(API_DOCS_PREFIX) || (route.method === 'OPTIONS' && route.url === '*');
    if (isPluginRoute && !(route.config as { permission?: unknown } | undefined)?.permission) {
      route.config = { ...route.config, permission: 'public' };
    }
    const routeConfig = (route.config ?? {}) as { permission?: unknown; feature?: RuntimeFeature };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isPermission(routeConfig.permission)) {
      throw new UndeclaredPermissionError(
        `Route ${methods.join(',')} ${route.url} declares no known permission (config.permission).`,
      );
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      inventory.push({
        method,
        url: route.url,
        permission: routeConfig.permission,
        ...(routeConfig.feature ? { feature: routeConfig.feature } : {}),
        ...(route.schema?.body ? { bodySchema: route.schema.body } : {}),
      });
    }
  });
  app.addHook('onRequest', async (request) => {
    const feature = request.routeOptions.config.feature;
    if (feature && !config.features[feature]) throw notFound();
  });
  return inventory;
}
