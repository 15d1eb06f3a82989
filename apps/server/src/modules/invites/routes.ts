import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInviteRequest,
  envelopeSchema,
  inviteAcceptedSchema,
  inviteDeclinedSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenParams,
} from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { InvitesService } from './service';

const tags = ['invites'];
const patientParams = z.strictObject({ id: z.uuid('This patient was not found.') });

export const invitesRoutes =
  (service: InvitesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/patients/:id/invites',
      {
        config: { permission: 'create:patient:doctor' },
        schema: { tags, params: patientParams, body: createInviteRequest, response: { 201: envelopeSchema(inviteSchema) } },
      },
      async (request, reply) => {
        const data = await service.create(requestContext(request), request.params.id, request.body.channel);
        return reply.status(201).send({ success: true as const, data, message: 'Invitation created' });
      },
    );

    app.get(
      '/api/v1/invites/:token',
      { config: { permission: 'public' }, schema: { tags, params: inviteTokenParams, response: { 200: envelopeSchema(invitePreviewSchema) } } },
      async (request) => ({ success: true as const, data: await service.preview(request.params.token), message: 'Invitation loaded' }),
    );

    app.post(
      '/api/v1/invites/:token/accept',
      {
        config: { permission: 'accept:invite:own' },
        schema: { tags, params: inviteTokenParams, response: { 200: envelopeSchema(inviteAcceptedSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.accept(requestContext(request), request.params.token),
        message: 'Invitation accepted',
      }),
    );

    app.post(
      '/api/v1/invites/:token/decline',
      {
        config: { permission: 'accept:invite:own' },
        schema: { tags, params: inviteTokenParams, response: { 200: envelopeSchema(inviteDeclinedSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.decline(requestContext(request), request.params.token),
        message: 'Invitation declined',
      }),
    );
  };
