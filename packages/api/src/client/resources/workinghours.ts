import { WORKINGHOURS_PATH, WorkingHoursResponse } from '../../contract/workinghours.ts';
import type { Http } from '../http.ts';

export interface WorkingHoursResource {
  /** spec §7: GET v1/me/workinghours?space_id; background refreshes pass `silent`. */
  get(params: { spaceId: number; silent?: boolean }): Promise<WorkingHoursResponse>;
}

export function workingHoursResource(http: Http): WorkingHoursResource {
  return {
    get: ({ spaceId, silent = false }) =>
      http.request({
        method: 'GET',
        path: `${WORKINGHOURS_PATH}?${new URLSearchParams({ space_id: String(spaceId) }).toString()}`,
        schema: WorkingHoursResponse,
        silent,
      }),
  };
}
