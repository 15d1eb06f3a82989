import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../http/errors';
import { tokenMatches, type Metrics } from '../../platform/metrics';

/**
 * `GET /metrics` in Prometheus text format, for a scraper holding `METRICS_TOKEN`. Without a
 * configured token the route answers 404 like any unknown address: metrics are off.
 */
export const metricsRoute =
  (deps: { metrics: Metrics | null; token: string | undefined }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/metrics', { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const { metrics, token } = deps;
      if (!metrics || !token) throw notFound('There is nothing at this address.');
      if (!tokenMatches(request.headers.authorization, token)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw unauthorized('Send the metrics token as a bearer token.');
      }
      void reply.header('Content-Type', metrics.registry.contentType);
      return reply.send(await metrics.registry.metrics());
    });
  };
