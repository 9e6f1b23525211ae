// Plays a script against the server and keeps each answer with the socket messages it caused (docs/mocks.md).
import type { Recording, RecordedStep } from '@console/api/contract';
import type { RecordingServer } from './server.ts';
import { RECORDING_ROLES, type RecordingScript } from './scripts.ts';

/** A query as sorted name/value pairs, so two spellings of one query compare equal. */
export function queryPairs(search: URLSearchParams): Array<[string, string]> {
  return [...search.entries()].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
}

export async function playScript(server: RecordingServer, script: RecordingScript): Promise<Recording> {
  const steps: RecordedStep[] = [];
  server.takeSocket();
  for (const step of script.steps) {
    const url = new URL(step.url, 'http://recording.local');
    const answer = await server.app.inject({
      method: step.method,
      url: step.url,
      headers: { authorization: `Bearer ${await server.tokenOf(RECORDING_ROLES[step.as])}`, 'accept-language': 'ru' },
      ...(step.body === undefined ? {} : { payload: step.body as object }),
    });
    steps.push({
      as: step.as,
      method: step.method,
      path: url.pathname,
      query: queryPairs(url.searchParams),
      ...(step.body === undefined ? {} : { body: step.body }),
      status: answer.statusCode,
      answer: answer.body === '' ? null : (answer.json() as unknown),
      socket: server.takeSocket(),
    });
  }
  return { script: script.name, about: script.about, steps };
}
