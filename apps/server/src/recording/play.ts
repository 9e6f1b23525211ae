// Plays a script against the server and keeps each answer with the socket messages it caused (docs/mocks.md).
import type { Recording, RecordedStep } from '@console/api/contract';
import type { RecordingServer } from './server.ts';
import { RECORDING_USERS, recordingUserOf } from '@console/api/contract';
import type { RecordingScript, ScriptStep } from './scripts/index.ts';
import { stableTokenNames } from './tokenNames.ts';

/** A query as sorted name/value pairs, so two spellings of one query compare equal. */
export function queryPairs(search: URLSearchParams): Array<[string, string]> {
  return [...search.entries()].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
}

async function authorization(server: RecordingServer, step: ScriptStep, earlier: Map<string, unknown>) {
  if (step.bearerFrom) return { authorization: `Bearer ${step.bearerFrom(earlier)}` };
  return step.as === 'anonymous' ? {} : { authorization: `Bearer ${await server.tokenOf(RECORDING_USERS[step.as])}` };
}

export async function playScript(server: RecordingServer, script: RecordingScript): Promise<Recording> {
  const steps: RecordedStep[] = [];
  const earlier = new Map<string, unknown>();
  server.takeSocket();
  for (const step of script.steps) {
    const path = step.urlFrom ? step.urlFrom(earlier) : step.url;
    const url = new URL(path, 'http://recording.local');
    const body = step.bodyFrom ? step.bodyFrom(earlier) : step.body;
    const answer = await server.app.inject({
      method: step.method,
      url: path,
      headers: { ...(await authorization(server, step, earlier)), 'accept-language': step.language ?? 'ru' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const json = answer.body === '' ? null : (answer.json() as unknown);
    // A redirect (the sandbox provider's Allow) answers no body: later steps read the code in its location.
    const location = answer.headers.location;
    if (step.name) earlier.set(step.name, json ?? (typeof location === 'string' ? { location } : null));
    steps.push({
      as: step.as,
      ...(step.language ? { language: step.language } : {}),
      method: step.method,
      path: url.pathname,
      query: queryPairs(url.searchParams),
      ...(body === undefined ? {} : { body }),
      status: answer.statusCode,
      answer: json,
      socket: server.takeSocket(),
    });
  }
  return { script: script.name, about: script.about, steps: stableTokenNames(steps, recordingUserOf) };
}
