import { z } from 'zod';

/** The largest id a row can have: PostgreSQL's `integer` (SQLite's ids fit in it too). */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * Path parameters `{id}` of a stored row. An id beyond `MAX_ROW_ID` cannot exist, so it is a bad
 * request on both databases rather than an overflow on one of them.
 */
export const idParamsSchema = (message = 'Unknown id') =>
  z.object({ id: z.coerce.number().int(message).positive(message).max(MAX_ROW_ID, message) });
