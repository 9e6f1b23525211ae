// spec §4 "Token refresh": the token classification.

/** spec §4 "Token refresh": the server's text of an expired access token (with a 401). */
export const ACCESS_TOKEN_EXPIRED_TEXT = 'Access token has expired';

/**
 * spec §4 "Token classification": a 400 whose error contains 'token' or '.app', or a 404 ('User not found'), means the
 * refresh token is invalid. The server words the 404 in the request's language, so any 404 with a text counts.
 */
export function isInvalidRefreshAnswer(status: number, text: string): boolean {
  const lower = text.toLowerCase();
  if (status === 400) return lower.includes('token') || lower.includes('.app');
  return status === 404;
}
