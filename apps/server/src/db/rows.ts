// The rows of a raw `db.execute` answer: drizzle types it by driver (PGlite's and node-postgres' results both carry
// `rows`), so raw SQL reads them through this one cast.
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
