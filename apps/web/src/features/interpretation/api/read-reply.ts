import type { z } from 'zod';

/** What a reply that does not match the agreed shape shows, instead of a page that breaks while drawing it. */
export const UNREADABLE_REPLY = 'The interpretation of these results could not be read. Please try again later.';

/** Checks a reply against its domain schema: a new endpoint that drifts fails here, as an error state. */
export function readReply<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const reply = schema.safeParse(data);
  if (!reply.success) throw new Error(UNREADABLE_REPLY);
  return reply.data;
}
