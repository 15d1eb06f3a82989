import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInviteRequest,
  inviteAcceptedSchema,
  inviteDeclinedSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenParams,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { InvitesService } from './service';

const tags = ['invites'];
const patientParams = z.strictObject({ id: z.uuid('This patient was not found.') });

export const invitesRoutes =
  (service: InvitesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/patients/:id/invites',
      jsonRoute(
        'create:patient:doctor',
        { tags, params: patientParams, body: createInviteRequest },
        inviteSchema,
        201,
      ),
      async (request, reply) => {
        const data = await service.create(requestContext(request), request.params.id, request.body.channel);
        return reply.status(201).send(ok(data, 'Invitation created'));
      },
    );

    app.get(
      '/api/v1/invites/:token',
      jsonRoute('public', { tags, params: inviteTokenParams }, invitePreviewSchema),
      async (request) => ok(await service.preview(request.params.token), 'Invitation loaded'),
    );

    app.post(
      '/api/v1/invites/:token/accept',
      jsonRoute('accept:invite:own', { tags, params: inviteTokenParams }, inviteAcceptedSchema),
      async (request) =>
        ok(await service.accept(requestContext(request), request.params.token), 'Invitation accepted'),
    );

    app.post(
      '/api/v1/invites/:token/decline',
      jsonRoute('accept:invite:own', { tags, params: inviteTokenParams }, inviteDeclinedSchema),
      async (request) =>
        ok(await service.decline(requestContext(request), request.params.token), 'Invitation declined'),
    );
  };
