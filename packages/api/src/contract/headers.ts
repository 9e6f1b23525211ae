// quality.md "Nothing is lost": every POST, PUT and DELETE carries one key per logical request; the server
// answers a repeated key (per user, within 24 h) with the first answer without acting again.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
// A key is a UUID or any token of 8..128 safe characters.
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
