import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserListQuery, adminUserSchema, adminUserUpdate, envelopeSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { UsersService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown user id.') });
const one = envelopeSchema(adminUserSchema);

/** Administrators manage accounts and role requests. */
export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/api/v1/admin/users',
      {
        config: { permission: 'read:users:all' },
        schema: { tags, querystring: adminUserListQuery, response: { 200: envelopeSchema(z.array(adminUserSchema)) } },
      },
      async (request) => ({ success: true as const, data: await service.list(request.query), message: 'Users loaded' }),
    );

    app.post(
      '/api/v1/admin/users/:id/approve',
      { config: { permission: 'update:users:all' }, schema: { tags, params: idParams, response: { 200: one } } },
      async (request) => ({ success: true as const, data: await service.approve(requestContext(request), request.params.id), message: 'Role approved' }),
    );

    app.post(
      '/api/v1/admin/users/:id/reject',
      { config: { permission: 'update:users:all' }, schema: { tags, params: idParams, response: { 200: one } } },
      async (request) => ({ success: true as const, data: await service.reject(requestContext(request), request.params.id), message: 'Role request declined' }),
    );

    app.patch(
      '/api/v1/admin/users/:id',
      {
        config: { permission: 'update:users:all' },
        schema: { tags, params: idParams, body: adminUserUpdate, response: { 200: one } },
      },
      async (request) => ({ success: true as const, data: await service.update(requestContext(request), request.params.id, request.body), message: 'User updated' }),
    );
  };
