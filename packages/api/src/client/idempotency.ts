// quality.md "Nothing is lost": every request that changes something carries one key per logical request.
export const carriesIdempotencyKey = (method: string): boolean =>
  method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

// crypto.randomUUID exists only in secure contexts; getRandomValues works on a plain-http deployment too.
export function defaultIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}
