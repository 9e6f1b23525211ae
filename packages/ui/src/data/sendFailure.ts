import { isApiError } from '@console/api/client';

/** Why a reply or a message did not go: the server's text (untrusted: shown as text) and whether a retry can help. */
export interface SendFailure {
  /** '' without one (no answer, or an answer without a text). */
  text: string;
  retryable: boolean;
}

// A 4xx (but 408, 429) is the server refusing this reply (too long a caption, a file type): the same request, whose
// Idempotency-Key keeps that answer, would be refused again. The reply is changed and sent anew instead.
export function sendFailureOf(error: unknown): SendFailure {
  if (!isApiError(error)) return { text: '', retryable: true };
  const status = error.status ?? 0;
  const refused = error.kind === 'http' && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return { text: error.serverText ?? '', retryable: !refused };
}
