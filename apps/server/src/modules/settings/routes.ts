import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSettingsSchema } from '@labwise/domain';
import type { Database } from '../../db/database';
import { jsonRoute, ok } from '../../http/envelope';
import { getPublicSettings } from './service';

/** Settings every visitor's app needs before sign-in (the brand colour); nothing private here. */
export const settingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/settings/public',
      jsonRoute(
        'public',
        { tags: ['settings'], summary: 'Public settings: the branding' },
        publicSettingsSchema,
      ),
      async () => ok(await getPublicSettings(db), 'Settings loaded'),
    );
  };
