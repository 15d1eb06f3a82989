import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, publicSettingsSchema } from '@labwise/domain';
import type { Database } from '../../db/database';
import { getPublicSettings } from './service';

/** Settings every visitor's app needs before sign-in (the brand colour); nothing private here. */
export const settingsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/settings/public',
      {
        config: { permission: 'public' },
        schema: { tags: ['settings'], summary: 'Public settings: the branding', response: { 200: envelopeSchema(publicSettingsSchema) } },
      },
      async () => ({ success: true as const, data: await getPublicSettings(db), message: 'Settings loaded' }),
    );
  };
