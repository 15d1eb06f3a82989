import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appointmentSchema, bookAppointmentRequest, collectionSlotsQuery, collectionSlotsSchema, rescheduleAppointmentRequest } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { AppointmentsService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown appointment.') });
const orderParams = z.strictObject({ id: z.uuid('Unknown order.') });

/** Collection appointments: patients book at their order's lab; the lab sees its bookings. */
export const appointmentsRoutes =
  (service: AppointmentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['appointments'];
    const ctx = requestContext;

    app.get(
      '/api/v1/appointments',
      jsonRoute('read:appointment:scoped', { tags }, z.array(appointmentSchema)),
      async (request) => ok(await service.upcoming(ctx(request)), 'Appointments loaded'),
    );

    app.get(
      '/api/v1/lab-orders/:id/appointment',
      jsonRoute('read:order:scoped', { tags, params: orderParams }, appointmentSchema.nullable()),
      async (request) => ok(await service.ofOrder(ctx(request), request.params.id), 'Appointment loaded'),
    );

    app.get(
      '/api/v1/lab-orders/:id/slots',
      jsonRoute('read:appointment:scoped', { tags, params: orderParams, querystring: collectionSlotsQuery }, collectionSlotsSchema),
      async (request) => ok(await service.slots(ctx(request), request.params.id, request.query.days), 'Slots loaded'),
    );

    app.post(
      '/api/v1/appointments',
      jsonRoute('update:appointment:own', { tags, body: bookAppointmentRequest }, appointmentSchema, 201),
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(
              await service.book(ctx(request), request.body.orderId, request.body.scheduledAt),
              'Collection booked',
            ),
          ),
    );

    app.put(
      '/api/v1/appointments/:id',
      jsonRoute(
        'update:appointment:own',
        { tags, params: idParams, body: rescheduleAppointmentRequest },
        appointmentSchema,
      ),
      async (request) =>
        ok(
          await service.reschedule(ctx(request), request.params.id, request.body.scheduledAt),
          'Collection rescheduled',
        ),
    );

    app.post(
      '/api/v1/appointments/:id/cancel',
      jsonRoute('update:appointment:own', { tags, params: idParams }, appointmentSchema),
      async (request) => ok(await service.cancel(ctx(request), request.params.id), 'Collection cancelled'),
    );
  };
