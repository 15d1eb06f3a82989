import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, notificationListQuery, notificationListSchema } from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { listNotifications, markRead } from './repository';

/** The caller's own notifications: list (newest first, unread count) and mark as read. */
export const notificationsRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    app.get(
      '/api/v1/notifications',
      { config: { permission: 'read:notifications:own' }, schema: { tags, querystring: notificationListQuery, response: { 200: envelopeSchema(notificationListSchema) } } },
      async (request) => ({
        success: true as const,
        data: await listNotifications(db, requirePrincipal(request.principal).userId, request.query),
        message: 'Notifications loaded',
      }),
    );

    app.post(
      '/api/v1/notifications/:id/read',
      {
        config: { permission: 'read:notifications:own' },
        schema: { tags, params: z.strictObject({ id: z.uuid('Unknown notification.') }), response: { 200: envelopeSchema(z.object({ done: z.literal(true) })) } },
      },
      async (request) => {
        if (!(await markRead(db, requirePrincipal(request.principal).userId, request.params.id))) throw notFound();
        return { success: true as const, data: { done: true as const }, message: 'Marked as read' };
      },
    );
  };
