// How a failed social sign-in is shown (spec §8 "Provider signup errors: the server message (or 'An error occurred'),
// then back to login; 'user denied' shows 'You have not granted access to your account'").

// spec §7: error_type of a provider that did not share the email.
export const NO_EMAIL_ERROR_TYPE = 'no_email';

export type SocialError =
  | { kind: 'denied' }
  // The server's (or the provider's) text, shown as text.
  | { kind: 'server'; text: string }
  | { kind: 'network' }
  // spec §8: 'An error occurred'.
  | { kind: 'generic' };

type ErrorShape = { kind?: unknown; status?: unknown; errorType?: unknown; serverText?: unknown; data?: unknown };

// Structural: machines only `import type` from the api package, so no instanceof.
const shapeOf = (error: unknown): ErrorShape | null =>
  typeof error === 'object' && error !== null ? (error as ErrorShape) : null;

export function toSocialError(error: unknown): SocialError {
  const shape = shapeOf(error);
  if (shape?.kind === 'network') return { kind: 'network' };
  if (shape?.kind === 'http' && typeof shape.serverText === 'string' && shape.serverText !== '') {
    return { kind: 'server', text: shape.serverText };
  }
  return { kind: 'generic' };
}

/** The access_token of a 400 no_email answer, or null for any other failure. */
export function noEmailTokenOf(error: unknown): string | null {
  const shape = shapeOf(error);
  if (shape?.kind !== 'http' || shape.status !== 400 || shape.errorType !== NO_EMAIL_ERROR_TYPE) return null;
  const data = shapeOf(shape.data) as { access_token?: unknown } | null;
  return typeof data?.access_token === 'string' && data.access_token !== '' ? data.access_token : null;
}
