import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentSchema, bookAppointmentRequest, envelopeSchema, rescheduleAppointmentRequest } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import type { AppointmentsService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown appointment.') });
const orderParams = z.strictObject({ id: z.uuid('Unknown order.') });
const one = envelopeSchema(appointmentSchema);

/** Collection appointments: patients book at their order's lab; the lab sees its bookings. */
export const appointmentsRoutes =
  (service: AppointmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['appointments'];
    const ctx = requestContext;

    app.get(
      '/api/v1/appointments',
      { config: { permission: 'read:appointment:scoped' }, schema: { tags, response: { 200: envelopeSchema(z.array(appointmentSchema)) } } },
      async (request) => ({ success: true as const, data: await service.upcoming(ctx(request)), message: 'Appointments loaded' }),
    );

    app.get(
      '/api/v1/lab-orders/:id/appointment',
      { config: { permission: 'read:order:scoped' }, schema: { tags, params: orderParams, response: { 200: envelopeSchema(appointmentSchema.nullable()) } } },
      async (request) => ({ success: true as const, data: await service.ofOrder(ctx(request), request.params.id), message: 'Appointment loaded' }),
    );

    app.post(
      '/api/v1/appointments',
      { config: { permission: 'update:appointment:own' }, schema: { tags, body: bookAppointmentRequest, response: { 201: one } } },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.book(ctx(request), request.body.orderId, request.body.scheduledAt),
          message: 'Collection booked',
        }),
    );

    app.put(
      '/api/v1/appointments/:id',
      { config: { permission: 'update:appointment:own' }, schema: { tags, params: idParams, body: rescheduleAppointmentRequest, response: { 200: one } } },
      async (request) => ({
        success: true as const,
        data: await service.reschedule(ctx(request), request.params.id, request.body.scheduledAt),
        message: 'Collection rescheduled',
      }),
    );

    app.post(
      '/api/v1/appointments/:id/cancel',
      { config: { permission: 'update:appointment:own' }, schema: { tags, params: idParams, response: { 200: one } } },
      async (request) => ({ success: true as const, data: await service.cancel(ctx(request), request.params.id), message: 'Collection cancelled' }),
    );
  };
