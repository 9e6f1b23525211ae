import type * as z from 'zod/mini';
import type { StoredToken } from '../contract/auth.ts';
import { httpError, parseAnswer } from './answer.ts';
import type { ClientEvents } from './events.ts';
import { carriesIdempotencyKey, defaultIdempotencyKey } from './idempotency.ts';
import type { ClientOptions } from './options.ts';
import { refreshGrantSpec } from './refreshGrant.ts';
import { createRefreshQueue, defaultRefreshLock } from './refreshQueue.ts';
import { createTransport, type RequestSpec } from './transport.ts';

export type { RequestSpec } from './transport.ts';

export interface Http {
  request<S extends z.ZodMiniType>(spec: RequestSpec<S>): Promise<z.output<S>>;
  /** The host later calls try first: the last one that answered. */
  preferredHost(): string;
  /** The stored token if it is newer than `staleAccessToken`, else the result of the one (queued) refresh. */
  refreshSession(staleAccessToken: string): Promise<StoredToken>;
}

// The response of a try that is not used (the 401 before a refresh): release its body.
const discard = (response: Response): void => void response.body?.cancel().catch(() => undefined);

export function createHttp(options: ClientOptions, events: ClientEvents): Http {
  const transport = createTransport(options, events);
  const { session } = options;
  const newKey = options.idempotencyKey ?? defaultIdempotencyKey;

  async function finish<S extends z.ZodMiniType>(response: Response, spec: RequestSpec<S>): Promise<z.output<S>> {
    if (response.ok)
      return parseAnswer(response, spec.path, spec.schema, (fields) =>
        events.emit({ type: 'answer.degraded', path: spec.path, fields }),
      );
    const error = await httpError(response, spec.path);
    // spec §4, §6: a 403 to the signed-in session sets the no-access state (a refused sign-in stays on its form).
    if (error.status === 403 && spec.auth !== false && !spec.silent) events.emit({ type: 'forbidden', error });
    throw error;
  }

  async function once<S extends z.ZodMiniType>(spec: RequestSpec<S>, idempotencyKey: string | null, accessToken: string | null) {
    return finish(await transport.send(spec, { accessToken, idempotencyKey }), spec);
  }

  const queue = createRefreshQueue({
    session,
    lock: options.withRefreshLock ?? defaultRefreshLock,
    grant: (refreshToken) => once(refreshGrantSpec(options, refreshToken), newKey(), null),
    now: options.now ?? Date.now,
    events,
  });

  // spec §4, §8: requests made during a refresh queue for it; a 401 is retried once with the new token, in order.
  async function withSession<S extends z.ZodMiniType>(spec: RequestSpec<S>, idempotencyKey: string | null) {
    const running = queue.running();
    const token = running ? await running : session.read();
    const sent = token?.access_token ?? null;
    const first = await transport.send(spec, { accessToken: sent, idempotencyKey });
    // Without a token nobody is signed in: the 401 is the answer, there is no session to refresh.
    if (first.status !== 401 || sent === null) return finish(first, spec);
    discard(first);
    const stored = session.read();
    // Another request or tab already stored a newer token: retry with it at once; else wait for the one refresh.
    const next = stored !== null && stored.access_token !== sent ? stored : await queue.refresh(sent);
    // The one retry; a second 401 is final (no loop).
    return finish(await transport.send(spec, { accessToken: next.access_token, idempotencyKey }), spec);
  }

  return {
    request(spec) {
      const key = carriesIdempotencyKey(spec.method) ? (spec.idempotencyKey ?? newKey()) : null;
      if (spec.auth === false) return once(spec, key, null);
      if (spec.refresh === false) return once(spec, key, session.read()?.access_token ?? null);
      return withSession(spec, key);
    },
    preferredHost: transport.preferredHost,
    refreshSession(stale) {
      const stored = session.read();
      return stored !== null && stored.access_token !== stale ? Promise.resolve(stored) : queue.refresh(stale);
    },
  };
}
