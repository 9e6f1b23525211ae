import { WORKINGHOURS_PATH, WorkingHoursResponse } from '../../contract/workinghours.ts';
import { defineResource } from '../resource.ts';

export interface WorkingHoursResource {
  /** spec §7: GET v1/me/workinghours?space_id; background refreshes pass `silent`. */
  get(params: { spaceId: number; silent?: boolean }): Promise<WorkingHoursResponse>;
}

export const workingHoursResource = defineResource<WorkingHoursResource>(({ http }) => ({
  get: ({ spaceId, silent = false }) =>
    http.request({
      method: 'GET',
      path: `${WORKINGHOURS_PATH}?${new URLSearchParams({ space_id: String(spaceId) }).toString()}`,
      schema: WorkingHoursResponse,
      silent,
    }),
}));
