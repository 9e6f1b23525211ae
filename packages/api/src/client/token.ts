import type { StoredToken, TokenResponse } from '../contract/auth.ts';

// spec §3: expires_at is computed from expires_in seconds at the moment the token arrives.
export function toStoredToken(token: TokenResponse, nowMs: number): StoredToken {
  return { ...token, expires_at: nowMs + token.expires_in * 1000 };
}
