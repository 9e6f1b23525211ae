import { CONFIG_PATH, ConfigResponse } from '../../contract/config.ts';
import type { Http } from '../http.ts';

export interface ConfigResource {
  get(): Promise<ConfigResponse>;
}

export function configResource(http: Http, now: () => number): ConfigResource {
  // spec §7: GET v1/config?ts — the timestamp keeps caches from answering.
  return { get: () => http.request({ method: 'GET', path: `${CONFIG_PATH}?ts=${now()}`, schema: ConfigResponse }) };
}
