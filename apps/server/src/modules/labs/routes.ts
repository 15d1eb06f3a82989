import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, labNetworkSchema } from '@labwise/domain';
import type { LabsService } from './service';

export const labsRoutes =
  (service: LabsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/labs',
      { config: { permission: 'read:catalog:all' }, schema: { tags: ['labs'], response: { 200: envelopeSchema(labNetworkSchema) } } },
      async () => ({ success: true as const, data: await service.network(), message: 'Lab network loaded' }),
    );
  };
