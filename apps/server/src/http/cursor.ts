import { badRequest } from './errors';

/**
 * A keyset cursor (ADR 0051): where one page of a list ended — the last row's sort instant, to
 * the microsecond as PostgreSQL keeps it, and its id, which breaks ties. `list` names the list it
 * belongs to, so a cursor of one list is refused by another instead of positioning it oddly.
 */
export type Cursor = { list: string; at: string; id: string };

export const EXPIRED_CURSOR = 'This list link has expired; reload the list.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The text db/keyset's sortInstant writes: UTC, microseconds, so the comparison in SQL is exact.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque form the client carries: base64url of a small JSON array. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.list, cursor.at, cursor.id])).toString('base64url');
}

/** The cursor of `list`, or a 400 a person can act on when it is damaged or belongs elsewhere. */
export function decodeCursor(list: string, text: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(EXPIRED_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badRequest(EXPIRED_CURSOR);
  const [tag, at, id] = parsed as unknown[];
  if (tag !== list || typeof at !== 'string' || !INSTANT.test(at) || typeof id !== 'string' || !UUID.test(id)) {
    throw badRequest(EXPIRED_CURSOR);
  }
  if (Number.isNaN(Date.parse(at))) throw badRequest(EXPIRED_CURSOR);
  return { list, at, id };
}

/** The decoded cursor of an optional `?cursor=`. */
export const cursorOf = (list: string, text: string | undefined) => (text === undefined ? undefined : decodeCursor(list, text));

/**
 * One page from `limit + 1` rows read: the first `limit`, and the cursor of the last of them when
 * the extra row shows there is more.
 */
export function pageOf<Row>(list: string, rows: Row[], limit: number, keyOf: (row: Row) => { at: string; id: string }) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ list, ...keyOf(last) }) : null;
  return { items, nextCursor };
}

export type Page<Item> = { items: Item[]; nextCursor: string | null };
