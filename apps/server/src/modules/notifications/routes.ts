import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markAllReadSchema, notificationListQuery, notificationListSchema } from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { EventBus } from '../../platform/events';
import { done, doneSchema, jsonRoute, ok } from '../../http/envelope';
import { listNotifications, markAllRead, markRead } from './repository';
import { createStreamHub, type StreamHubOptions } from './stream';

/**
 * The caller's own notifications: list (newest first, unread count), mark one or all read, and
 * a live stream of changes (server-sent events, bearer token in the Authorization header).
 */
export const notificationsRoutes =
  (db: Database, bus: EventBus, streamOptions: StreamHubOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    const hub = createStreamHub(bus, streamOptions);
    // Open streams never finish by themselves: end them first, or shutdown would wait on them.
    app.addHook('preClose', async () => hub.closeAll());

    app.get(
      '/api/v1/notifications',
      jsonRoute(
        'read:notifications:own',
        { tags, querystring: notificationListQuery },
        notificationListSchema,
      ),
      async (request) =>
        ok(
          await listNotifications(db, requirePrincipal(request.principal).userId, request.query),
          'Notifications loaded',
        ),
    );

    app.get(
      '/api/v1/notifications/stream',
      {
        config: { permission: 'read:notifications:own' },
        schema: {
          tags,
          description:
            'Server-sent events: `ready` once open, `notification` with { change, userId, id } when one of your notifications is created or read, `resync` when events may have been missed; a `: heartbeat` comment every 25 s.',
          querystring: z.strictObject({}),
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        hub.attach(reply, requirePrincipal(request.principal).userId);
        return reply;
      },
    );

    app.post(
      '/api/v1/notifications/read-all',
      jsonRoute('read:notifications:own', { tags }, markAllReadSchema),
      async (request) =>
        ok(
          { updated: await markAllRead(db, requirePrincipal(request.principal).userId) },
          'All notifications marked as read',
        ),
    );

    app.post(
      '/api/v1/notifications/:id/read',
      jsonRoute(
        'read:notifications:own',
        { tags, params: z.strictObject({ id: z.uuid('Unknown notification.') }) },
        doneSchema,
      ),
      async (request) => {
        if (!(await markRead(db, requirePrincipal(request.principal).userId, request.params.id)))
          throw notFound();
        return done('Marked as read');
      },
    );
  };
