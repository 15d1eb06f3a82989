import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Cursor } from '../http/cursor';

/**
 * A timestamptz column as the exact text a cursor carries (JavaScript's Date would drop the
 * microseconds, and a row sharing the millisecond would then be skipped or repeated).
 */
export const sortInstant = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows after the cursor in (instant desc, id desc) order: a row comparison the planner reads as a
 * range of an index on (…, instant desc, id desc). Nothing when there is no cursor (first page).
 */
export function afterCursor(instant: SQLWrapper, id: SQLWrapper, cursor: Cursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${instant}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}
