// A fake fetch for the client's tests: each call is recorded, the answer comes from a function.
export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
  signal: AbortSignal | null;
}

/** 'hang': the host never answers; the call rejects only when its signal aborts (the client's time limit). */
type Outcome = Response | 'network-error' | 'hang';
export type FakeAnswer = Outcome | ((call: FetchCall) => Outcome);

const untilAborted = (signal: AbortSignal | null): Promise<never> =>
  new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));

export function fakeFetch(answer: FakeAnswer): { fetch: typeof fetch; calls: FetchCall[] } {
  const calls: FetchCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const call: FetchCall = {
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    const result = typeof answer === 'function' ? answer(call) : answer;
    if (result === 'network-error') throw new TypeError('fetch failed');
    if (result === 'hang') return untilAborted(call.signal);
    return result.clone();
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
