import { http, HttpResponse, type HttpHandler } from 'msw';
import { isRecordedWrite, type Recording, type RecordedStep } from '../contract/recording.ts';
import type { ServerMessage } from '../contract/socket.ts';
import { serverLanguageOf } from '@console/locales/server';

// A recording replayed as MSW handlers (docs/mocks.md, "Replay"): a request matches a recorded one by method, path,
// query and body; a read gets the answer recorded after the latest write replayed so far (so it sees that write's
// result; repeated reads, polling and revalidation are fine); a write answers once per recording of it and delivers the
// socket messages it caused; a request the recording lacks fails with a 501 that names it. The mock computes nothing.

export interface ReplayOptions {
  /**
   * Whose answers a request gets: a recording user's name (the user a story signs in as), or a function naming the
   * asker of each request (e.g. from its bearer token; undefined: the request is not this recording's).
   */
  as?: string | ((request: Request) => string | undefined);
  /** Where the socket messages of a replayed write go (the story's live feeds). */
  onSocket?: (messages: ServerMessage[]) => void;
  /**
   * Every `/v1/` request must be recorded; otherwise only the endpoints (method and path) the recording holds are
   * claimed and the rest fall through to the story's other handlers (config, counts…).
   */
  strict?: boolean;
}

const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
const canonical = (value: unknown): string => JSON.stringify(sorted(value ?? null));

// spec §3: GET v1/config carries `ts`, a cache-buster that differs on every call; it does not choose the answer.
const IGNORED_QUERY = new Set(['ts']);

// spec §7: the password grant's anti-bot sign carries the time it was made, and the client credentials are the story's
// own config; neither chooses the answer (the recording holds the server's check of them). A reply's marker of what the
// user saw (docs/error-types.md changed_meanwhile), and the settings forms' `seen` (conflict), are optional and change
// nothing when nobody changed anything meanwhile, as in every recording: a write is matched without them.
const IGNORED_BODY = new Set(['sign', 'client_id', 'client_secret', 'seen_version', 'seen_message_id', 'seen']);
// spec §2.1 /login/{provider}, §2.2 /callback/{provider}: the callback a social or account code went back to is the
// console's own page, whose origin is the recording server's in a recording and the story's page in a story; its path
// and query choose the answer.
const CONSOLE_CALLBACK = /^https?:\/\/[^/]+(\/(?:login|callback)\/.*)$/;
const withoutOrigin = (name: string, value: unknown): unknown =>
  name === 'redirect_uri' && typeof value === 'string' ? (CONSOLE_CALLBACK.exec(value)?.[1] ?? value) : value;
const bodyKey = (body: unknown): string =>
  canonical(
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(
          Object.entries(body)
            .filter(([name]) => !IGNORED_BODY.has(name))
            .map(([name, value]) => [name, withoutOrigin(name, value)]),
        )
      : body,
  );

const queryOf = (pairs: Iterable<[string, string]>): string =>
  canonical(
    [...pairs].filter(([name]) => !IGNORED_QUERY.has(name)).sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y)),
  );

async function bodyOf(request: Request): Promise<unknown> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Marks the 501 of a request no recording holds, so the story runner fails the story on it (docs/mocks.md, "Replay"). */
export const NOT_RECORDED_HEADER = 'x-not-recorded';

/** The answer to a request the replayed recordings lack: a 501 naming it, logged, and marked for the story runner. */
export function notRecorded(script: string, named: string): Response {
  const error = `not recorded in ${script}: ${named}`;
  console.error(error);
  return HttpResponse.json({ error }, { status: 501, headers: { [NOT_RECORDED_HEADER]: script } });
}

const answerOf = (step: RecordedStep) =>
  step.answer === null
    ? new HttpResponse(null, { status: step.status })
    : HttpResponse.json(step.answer, { status: step.status });

/** The socket messages of a recorded write that reached one user, as their socket heard them. */
export const heardBy = (step: Pick<RecordedStep, 'socket'>, user: string): ServerMessage[] =>
  step.socket.filter((message) => message.to === user).map(({ to: _to, ...message }) => message as ServerMessage);

type Indexed = { step: RecordedStep; index: number };

// Of the steps that match a request, those in the asker's language where the recording has it (else all of them).
function inLanguageOf(request: Request, matching: Indexed[]): Indexed[] {
  const language = serverLanguageOf(request.headers.get('accept-language'));
  const inLanguage = matching.filter(({ step }) => (step.language ?? 'ru') === language);
  return inLanguage.length > 0 ? inLanguage : matching;
}

export function replayHandlers(recording: Recording, options: ReplayOptions = {}): HttpHandler[] {
  const { steps } = recording;
  const askerOf = (request: Request): string | undefined => (typeof options.as === 'function' ? options.as(request) : options.as);
  // The endpoints the recording holds, per asker and for any asker ('*').
  const endpoints = new Set(steps.flatMap((step) => [`* ${step.method} ${step.path}`, `${step.as} ${step.method} ${step.path}`]));
  const replayed = new Set<number>();
  let latestWrite = -1;

  return [
    http.all(/\/v1\//, async ({ request }) => {
      const url = new URL(request.url);
      const asker = askerOf(request);
      // An asker the recording does not know (a story's own user) is left to the story's other handlers.
      if (!options.strict && typeof options.as === 'function' && asker === undefined) return undefined;
      // So is an endpoint the recording never asked as this asker: another recording (the world) may hold it.
      if (!options.strict && !endpoints.has(`${asker ?? '*'} ${request.method} ${url.pathname}`)) return undefined;
      const query = queryOf(url.searchParams.entries());
      const body = bodyKey(await bodyOf(request));
      const matching = inLanguageOf(
        request,
        steps
          .map((step, index) => ({ step, index }))
          .filter(
            ({ step }) =>
              (asker === undefined || step.as === asker) &&
              step.method === request.method &&
              step.path === url.pathname &&
              queryOf(step.query) === query &&
              (!isRecordedWrite(step) || bodyKey(step.body) === body),
          ),
      );
      if (matching.length === 0) {
        const named = `${request.method} ${url.pathname}${url.search}${body === 'null' ? '' : ` ${body}`}`;
        return notRecorded(recording.script, named);
      }
      if (request.method === 'GET') {
        const after = matching.find(({ index }) => index > latestWrite);
        return answerOf((after ?? matching.at(-1)!).step);
      }
      const next = matching.find(({ index }) => !replayed.has(index));
      if (!next) return answerOf(matching.at(-1)!.step);
      replayed.add(next.index);
      latestWrite = Math.max(latestWrite, next.index);
      // The messages the asker's own socket heard (each user's unread counts are their own): none of the others'.
      const messages = heardBy(next.step, asker ?? next.step.as);
      if (options.onSocket && messages.length > 0) setTimeout(() => options.onSocket?.(messages), 0);
      return answerOf(next.step);
    }),
  ];
}
