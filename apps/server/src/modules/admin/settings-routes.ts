import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsUpdate, adminSettingsView } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { SettingsService } from '../settings/service';
import { jsonRoute, ok } from '../../http/envelope';

const config = { permission: 'manage:settings:all' } as const;
const tags = ['admin'];

/** Settings (brief §2 Admin console: AI questionnaire toggles and branding). */
export const adminSettingsRoutes =
  (service: SettingsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/v1/admin/settings', jsonRoute(config, { tags }, adminSettingsView), async () =>
      ok(await service.read(), 'Settings loaded'),
    );

    app.patch(
      '/api/v1/admin/settings',
      jsonRoute(config, { tags, body: adminSettingsUpdate }, adminSettingsView),
      async (request) => ok(await service.update(requestContext(request), request.body), 'Settings saved'),
    );
  };
