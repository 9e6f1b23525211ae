import { COUNTS_PATH, CountsResponse } from '../../contract/counts.ts';
import type { Http } from '../http.ts';

export interface CountsResource {
  /** spec §7: GET v1/counts; `monitoring` asks for monitoring_count too. */
  get(params?: { monitoring?: boolean }): Promise<CountsResponse>;
}

export function countsResource(http: Http): CountsResource {
  return {
    get: ({ monitoring = false } = {}) =>
      http.request({ method: 'GET', path: monitoring ? `${COUNTS_PATH}?monitoring=1` : COUNTS_PATH, schema: CountsResponse }),
  };
}
