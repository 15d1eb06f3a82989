import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, markAllReadSchema, notificationListQuery, notificationListSchema } from '@labwise/domain';
import { requirePrincipal } from '../../auth/principal';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { EventBus } from '../../platform/events';
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
      { config: { permission: 'read:notifications:own' }, schema: { tags, querystring: notificationListQuery, response: { 200: envelopeSchema(notificationListSchema) } } },
      async (request) => ({
        success: true as const,
        data: await listNotifications(db, requirePrincipal(request.principal).userId, request.query),
        message: 'Notifications loaded',
      }),
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
      { config: { permission: 'read:notifications:own' }, schema: { tags, response: { 200: envelopeSchema(markAllReadSchema) } } },
      async (request) => ({
        success: true as const,
        data: { updated: await markAllRead(db, requirePrincipal(request.principal).userId) },
        message: 'All notifications marked as read',
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
