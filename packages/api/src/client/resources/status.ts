import { STATUS_PATH, StatusResponse, type StatusUpdate } from '../../contract/status.ts';
import { defineResource } from '../resource.ts';

export interface StatusResource {
  /** spec §7: GET v1/me/status, with `?auto_update=1` for the periodic automatic check; `silent` for background calls. */
  get(params?: { autoUpdate?: boolean; silent?: boolean }): Promise<StatusResponse>;
  /** spec §7: PUT v1/me/status with status and space_id (the forced-status dialog sends only status). */
  put(update: StatusUpdate): Promise<StatusResponse>;
}

export const statusResource = defineResource<StatusResource>(({ http }) => ({
  get: ({ autoUpdate = false, silent = false } = {}) =>
    http.request({
      method: 'GET',
      path: autoUpdate ? `${STATUS_PATH}?auto_update=1` : STATUS_PATH,
      schema: StatusResponse,
      silent,
    }),
  put: (update) => http.request({ method: 'PUT', path: STATUS_PATH, body: update, schema: StatusResponse }),
}));
