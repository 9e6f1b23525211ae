// Plays a script against the server and keeps each answer with the socket messages it caused (docs/mocks.md).
import type { Recording, RecordedStep } from '@console/api/contract';
import type { RecordingServer } from './server.ts';
import { RECORDING_USERS } from '@console/api/contract';
import type { RecordingScript, ScriptActor } from './scripts/index.ts';

/** A query as sorted name/value pairs, so two spellings of one query compare equal. */
export function queryPairs(search: URLSearchParams): Array<[string, string]> {
  return [...search.entries()].sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
}

const authorization = async (server: RecordingServer, as: ScriptActor): Promise<Record<string, string>> =>
  as === 'anonymous' ? {} : { authorization: `Bearer ${await server.tokenOf(RECORDING_USERS[as])}` };

export async function playScript(server: RecordingServer, script: RecordingScript): Promise<Recording> {
  const steps: RecordedStep[] = [];
  server.takeSocket();
  for (const step of script.steps) {
    const url = new URL(step.url, 'http://recording.local');
    const answer = await server.app.inject({
      method: step.method,
      url: step.url,
      headers: { ...(await authorization(server, step.as)), 'accept-language': step.language ?? 'ru' },
      ...(step.body === undefined ? {} : { payload: step.body as object }),
    });
    steps.push({
      as: step.as,
      ...(step.language ? { language: step.language } : {}),
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
