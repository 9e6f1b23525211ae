import type { ApiClient } from '@console/api/client';
import type { ClientErrorReport } from '@console/api/contract';

// Enough to see a problem, few enough that a page in an error loop does not flood the server.
export const MAX_REPORTS_PER_PAGE = 10;
const MESSAGE_MAX = 2000;
const STACK_MAX = 8000;

type Report = (report: ClientErrorReport) => Promise<unknown>;

const describe = (value: unknown): { message: string; stack?: string } => {
  if (value instanceof Error)
    return { message: `${value.name}: ${value.message}`, ...(value.stack ? { stack: value.stack } : {}) };
  try {
    return { message: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)) };
  } catch {
    return { message: String(value) };
  }
};

/** Builds a report: the page path only (no origin, no fragment), long fields cut to the contract's limits. */
export function toReport(
  kind: ClientErrorReport['kind'],
  value: unknown,
  location: Pick<Location, 'pathname' | 'search'>,
): ClientErrorReport {
  const { message, stack } = describe(value);
  return {
    kind,
    message: message.slice(0, MESSAGE_MAX),
    ...(stack ? { stack: stack.slice(0, STACK_MAX) } : {}),
    url: `${location.pathname}${location.search}`.slice(0, 2000),
  };
}

/** Creates the reporter: each distinct message once, at most MAX_REPORTS_PER_PAGE; a failing report is dropped. */
export function createErrorReporter(report: Report, location: Pick<Location, 'pathname' | 'search'>) {
  const seen = new Set<string>();
  return (kind: ClientErrorReport['kind'], value: unknown): void => {
    const body = toReport(kind, value, location);
    const key = `${kind}:${body.message}`;
    if (seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
    seen.add(key);
    void report(body).catch(() => undefined);
  };
}

/** Sends the page's uncaught errors and unhandled rejections to the server. */
export function reportUncaughtErrors(report: Report, target: Window = window): () => void {
  const send = createErrorReporter(report, target.location);
  const onError = (event: ErrorEvent) => send('error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => send('unhandledrejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Sends the fields of answers the client read as their defaults (docs/answers.md): one report per answer path and
 * fields, so a backend's malformed value is seen in the server's log while the rest of the console works.
 */
export function reportDegradedAnswers(
  report: Report,
  client: Pick<ApiClient, 'subscribe'>,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): () => void {
  const send = createErrorReporter(report, location);
  return client.subscribe((event) => {
    if (event.type !== 'answer.degraded') return;
    send('answer', `Fields read as their defaults in ${event.path}: ${event.fields.flatMap((field) => field.issues).join('; ')}`);
  });
}
