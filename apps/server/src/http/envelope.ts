import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema, type Permission } from '@labwise/domain';
import type { Page } from './cursor';

/**
 * The success side of the API's response envelope (brief §3), built in one place so every JSON
 * route answers `{ success: true, data, message }` alike; failures are shaped by the error handler.
 */
export const ok = <T>(data: T, message: string) => ({ success: true as const, data, message });

/** One page of a keyset-paginated list (ADR 0051): the rows as `data`, the next page's cursor in `meta`. */
export const okPage = <T>(page: Page<T>, message: string) => ({ ...ok(page.items, message), meta: { nextCursor: page.nextCursor } });

/** The data of a command that has nothing to return but that it was carried out. */
export const doneSchema = z.object({ done: z.literal(true) });

/** The answer of such a command. */
export const done = (message: string) => ok({ done: true as const }, message);

type Envelope<D extends z.ZodType> = ReturnType<typeof envelopeSchema<D>>;

/**
 * Options of a JSON route: who may call it (a permission, DESIGN §5, or a config carrying one),
 * the schema of what it takes, and the schema of the data its success envelope carries, answered
 * with `status`.
 */
export function jsonRoute<
  S extends Omit<FastifySchema, 'response'>,
  D extends z.ZodType,
  Status extends 200 | 201 = 200,
>(access: Permission | FastifyContextConfig, schema: S, data: D, status = 200 as Status) {
  const config = typeof access === 'string' ? { permission: access } : access;
  const response = { [status]: envelopeSchema(data) } as Record<Status, Envelope<D>>;
  return { config, schema: { ...schema, response } };
}

/** Options of a GET route answering one page of a list of `item` (see okPage). */
export function pageRoute<S extends Omit<FastifySchema, 'response'>, I extends z.ZodType>(
  access: Permission | FastifyContextConfig,
  schema: S,
  item: I,
) {
  const config = typeof access === 'string' ? { permission: access } : access;
  return { config, schema: { ...schema, response: { 200: pageEnvelopeSchema(item) } } };
}
