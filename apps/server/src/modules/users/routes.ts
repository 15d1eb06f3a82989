import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUserListQuery, adminUserSchema, adminUserUpdate } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { UsersService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown user id.') });

/** Administrators manage accounts and role requests. */
export const usersRoutes =
  (service: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/api/v1/admin/users',
      jsonRoute('read:users:all', { tags, querystring: adminUserListQuery }, z.array(adminUserSchema)),
      async (request) => ok(await service.list(request.query), 'Users loaded'),
    );

    app.post(
      '/api/v1/admin/users/:id/approve',
      jsonRoute('update:users:all', { tags, params: idParams }, adminUserSchema),
      async (request) =>
        ok(await service.approve(requestContext(request), request.params.id), 'Role approved'),
    );

    app.post(
      '/api/v1/admin/users/:id/reject',
      jsonRoute('update:users:all', { tags, params: idParams }, adminUserSchema),
      async (request) =>
        ok(await service.reject(requestContext(request), request.params.id), 'Role request declined'),
    );

    app.patch(
      '/api/v1/admin/users/:id',
      jsonRoute('update:users:all', { tags, params: idParams, body: adminUserUpdate }, adminUserSchema),
      async (request) =>
        ok(await service.update(requestContext(request), request.params.id, request.body), 'User updated'),
    );
  };
