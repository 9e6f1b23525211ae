import type * as z from 'zod/mini';
import { collectDegraded, type DegradedField } from '../contract/degradable.ts';
import { ErrorBody } from '../contract/errors.ts';
import { ApiError } from './errors.ts';
import { formatIssues } from './issues.ts';

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

// Retry-After in seconds (RFC 9110 delay-seconds); a date or anything else gives null.
const retryAfterOf = (response: Response): number | null => {
  const value = response.headers.get('Retry-After')?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
};

// A non-2xx answer: the server's text and error_type when the body is an ErrorBody, else nulls.
export async function httpError(response: Response, path: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  const body = json.ok ? ErrorBody.safeParse(json.value) : null;
  const serverText = body?.success ? body.data.error : null;
  return new ApiError({
    kind: 'http',
    status: response.status,
    serverText,
    errorType: body?.success ? (body.data.error_type ?? null) : null,
    data: json.ok ? json.value : null,
    retryAfter: retryAfterOf(response),
    message: serverText ?? `HTTP ${response.status} from ${path}`,
  });
}

// A 2xx answer must parse with the contract; anything else is a typed malformed error, not a crash. Fields read as
// their default instead (docs/answers.md) go to `onDegraded`.
export async function parseAnswer<S extends z.ZodMiniType>(
  response: Response,
  path: string,
  schema: S,
  onDegraded: (fields: DegradedField[]) => void = () => undefined,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    throw new ApiError({ kind: 'network', message: `The answer from ${path} was cut off`, cause });
  }
  const json = parseJson(text);
  if (!json.ok) {
    throw new ApiError({ kind: 'malformed', status: response.status, message: `The answer from ${path} is not JSON` });
  }
  const { result, degraded } = collectDegraded(() => schema.safeParse(json.value));
  if (!result.success) {
    const issues = formatIssues(result.error.issues).join('; ');
    throw new ApiError({
      kind: 'malformed',
      status: response.status,
      message: `Malformed answer from ${path}: ${issues}`,
      cause: result.error,
    });
  }
  if (degraded.length > 0) onDegraded(degraded);
  return result.data;
}
