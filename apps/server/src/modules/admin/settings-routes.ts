import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsUpdate, adminSettingsView, envelopeSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { SettingsService } from '../settings/service';

const config = { permission: 'manage:settings:all' } as const;
const tags = ['admin'];

/** Settings (brief §2 Admin console: AI questionnaire toggles and branding). */
export const adminSettingsRoutes =
  (service: SettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/settings',
      { config, schema: { tags, response: { 200: envelopeSchema(adminSettingsView) } } },
      async () => ({ success: true as const, data: await service.read(), message: 'Settings loaded' }),
    );

    app.patch(
      '/api/v1/admin/settings',
      { config, schema: { tags, body: adminSettingsUpdate, response: { 200: envelopeSchema(adminSettingsView) } } },
      async (request) => ({ success: true as const, data: await service.update(requestContext(request), request.body), message: 'Settings saved' }),
    );
  };
