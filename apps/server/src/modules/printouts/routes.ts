import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requisitionSchema, resultsPrintoutSchema } from '@labwise/domain';
import { requestContext } from '../../auth/principal';
import { jsonRoute, ok } from '../../http/envelope';
import type { PrintoutsService } from './service';

const idParams = z.strictObject({ id: z.uuid('Unknown order.') });

/** An order on paper: printable results (page and PDF) and the collection site's requisition. */
export const printoutsRoutes =
  (service: PrintoutsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lab workflow'];

    app.get(
      '/api/v1/lab-orders/:id/printout',
      jsonRoute('read:results:scoped', { tags, params: idParams }, resultsPrintoutSchema),
      async (request) => ok(await service.results(requestContext(request), request.params.id), 'Printable results ready'),
    );

    app.get(
      '/api/v1/lab-orders/:id/report.pdf',
      {
        config: { permission: 'read:results:scoped' },
        schema: { tags, params: idParams, produces: ['application/pdf'] },
      },
      async (request, reply) => {
        const { fileName, pdf } = await service.pdf(requestContext(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(pdf);
      },
    );

    app.get(
      '/api/v1/lab-orders/:id/requisition',
      jsonRoute('read:requisition:scoped', { tags, params: idParams }, requisitionSchema),
      async (request) => ok(await service.requisition(requestContext(request), request.params.id), 'Requisition ready'),
    );
  };
