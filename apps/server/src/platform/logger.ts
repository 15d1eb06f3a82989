import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

type RequestLike = { id?: string; method?: string; routeOptions?: { url?: string } };
type ReplyLike = { statusCode?: number };

/**
 * Logs carry route templates and ids only: never bodies, query strings, tokens or names, since
 * URLs can hold tokens (verification links) and bodies hold health data.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.access_token',
        '*.refresh_token',
        '*.id_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: RequestLike) => ({ id: req.id, method: req.method, route: req.routeOptions?.url ?? '(unmatched)' }),
      res: (res: ReplyLike) => ({ statusCode: res.statusCode }),
    },
  };
}
