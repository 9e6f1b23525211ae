import { HttpResponse } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import type { User } from '../contract/user.ts';
import type { MockState } from './state.ts';
import { mockText, type MockTextKey } from './texts.ts';

// An error answer of the contract's shape, in the request's language.
export function errorAnswer(
  request: Request,
  status: number,
  key: MockTextKey,
  errorType?: string,
  params?: Record<string, string | number>,
): HttpResponse<ErrorBody> {
  const error = mockText(request, key, params);
  const body: ErrorBody = errorType === undefined ? { error } : { error, error_type: errorType };
  return HttpResponse.json(body, { status });
}

const bearer = (request: Request): string | null => {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || null : null;
};

// The signed-in user of a request, or the server's 401 (spec §4; an expired token is a named scenario's 401).
export function authenticate(request: Request, state: MockState): { user: User } | { answer: HttpResponse<ErrorBody> } {
  const token = bearer(request);
  const user = token === null ? undefined : state.userOfToken(token);
  return user ? { user } : { answer: errorAnswer(request, 401, 'unauthorized') };
}

export const bearerToken = bearer;
