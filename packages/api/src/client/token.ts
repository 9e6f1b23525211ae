import { StoredToken, type TokenResponse } from '../contract/auth.ts';

// spec §3: expires_at is computed from expires_in seconds at the moment the token arrives.
export function toStoredToken(token: TokenResponse, nowMs: number): StoredToken {
  return { ...token, expires_at: nowMs + token.expires_in * 1000 };
}

/** The stored token of the id_token entry's JSON text (spec §3), or null when it is not one. */
export function parseStoredToken(raw: string): StoredToken | null {
  try {
    const result = StoredToken.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
