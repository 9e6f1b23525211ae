import * as z from 'zod/mini';

// Every id column, and a row's version, is a PostgreSQL `integer` (int4): a request naming a value past it names
// nothing and is refused with 400 before it reaches the database. Only requests are bounded; answers stay z.int().
export const INT4_MAX = 2_147_483_647;
/** An id a request names in its body or a socket message: a positive int4. */
export const RequestId = z.int().check(z.positive(), z.lte(INT4_MAX));
/** An id a request names in its path or query, as digits: a positive int4. */
export const RequestIdParam = z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX));
/** An id a request names in its path or query, kept as its digits (the handler reads it with Number()). */
export const RequestIdDigits = z.string().check(
  z.regex(/^[1-9]\d{0,9}$/),
  z.refine((digits) => Number(digits) <= INT4_MAX),
);
/** The version of a row the user saw (optimistic locking): an int4. */
export const RequestVersion = z.int().check(z.gte(-INT4_MAX - 1), z.lte(INT4_MAX));
