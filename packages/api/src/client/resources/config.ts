import { RECENT_EMOJI_LIMIT } from '@console/spec';
import { CONFIG_PATH, ConfigResponse } from '../../contract/config.ts';
import type { Http } from '../http.ts';

export interface ConfigResource {
  get(): Promise<ConfigResponse>;
}

/**
 * The config as the console keeps it (docs/answers.md): `loaded` is when the answer arrived here, whatever the server
 * sent (spec §4 config freshness compares it with this machine's clock), and each network's recent emoji are cut to
 * spec §9's limit.
 */
export function readConfig(answer: ConfigResponse, receivedAt: number): ConfigResponse {
  const emoji = Object.fromEntries(
    Object.entries(answer.emoji).map(([network, list]) => [network, list.slice(0, RECENT_EMOJI_LIMIT)]),
  );
  return { ...answer, emoji, loaded: receivedAt };
}

export function configResource(http: Http, now: () => number): ConfigResource {
  // spec §7: GET v1/config?ts — the timestamp keeps caches from answering.
  return {
    get: () =>
      http
        .request({ method: 'GET', path: `${CONFIG_PATH}?ts=${now()}`, schema: ConfigResponse })
        .then((answer) => readConfig(answer, now())),
  };
}
