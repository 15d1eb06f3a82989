import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConfigSchema } from '@labwise/domain';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/engine';
import { serviceUnavailable } from '../../http/errors';
import { jsonRoute, ok } from '../../http/envelope';
import { clientConfig } from './client-config';

const statusSchema = z.object({ status: z.string() });

export const systemRoutes =
  (deps: { config: Config; database: Pick<DatabaseHandle, 'ping'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { config: { permission: 'public' }, schema: { tags: ['system'], response: { 200: statusSchema } } },
      async () => ({ status: 'ok' }),
    );

    app.get(
      '/readyz',
      { config: { permission: 'public' }, schema: { tags: ['system'], response: { 200: statusSchema } } },
      async () => {
        try {
          await deps.database.ping();
        } catch {
          throw serviceUnavailable('The database is not reachable.');
        }
        return { status: 'ready' };
      },
    );

    const config = clientConfig(deps.config);
    app.get(
      '/api/config',
      jsonRoute(
        'public',
        {
          tags: ['system'],
          summary: 'Public client configuration (identity provider, features, environment)',
        },
        clientConfigSchema,
      ),
      async () => ok(config, 'Configuration loaded'),
    );
  };
