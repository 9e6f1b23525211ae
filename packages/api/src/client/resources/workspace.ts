import {
  BusinessHours,
  ManagedStatusesResponse,
  spaceBusinessHoursPath,
  spacePath,
  spaceStatusesOrderPath,
  spaceStatusesPath,
  spaceStatusPath,
  type BusinessHoursUpdate,
  type StatusInput,
  type StatusEdit,
} from '../../contract/workspaceHours.ts';
import { WorkspaceSettings, type WorkspaceSettingsUpdate } from '../../contract/workspaceSettings.ts';
import { MailSenderResponse, spaceEmailPath, type MailSenderUpdate } from '../../contract/workspaceEmail.ts';
import { defineResource } from '../resource.ts';

// settings/workinghours and settings/other: a workspace's business hours, holidays, user statuses and settings.
export interface WorkspaceResource {
  sender(spaceId: number): Promise<MailSenderResponse>;
  saveSender(spaceId: number, value: MailSenderUpdate): Promise<MailSenderResponse>;
  settings(spaceId: number): Promise<WorkspaceSettings>;
  saveSettings(spaceId: number, value: WorkspaceSettingsUpdate): Promise<WorkspaceSettings>;
  businessHours(spaceId: number): Promise<BusinessHours>;
  saveBusinessHours(spaceId: number, value: BusinessHoursUpdate): Promise<BusinessHours>;
  statuses(spaceId: number): Promise<ManagedStatusesResponse>;
  createStatus(spaceId: number, input: StatusInput): Promise<ManagedStatusesResponse>;
  updateStatus(spaceId: number, statusId: number, input: StatusEdit): Promise<ManagedStatusesResponse>;
  /** `seen`: the order the list showed (docs/error-types.md conflict). */
  reorderStatuses(spaceId: number, ids: readonly number[], seen?: readonly number[]): Promise<ManagedStatusesResponse>;
  /** A status users hold or shifts set needs the status they get instead (replacementId). */
  deleteStatus(spaceId: number, statusId: number, replacementId?: number): Promise<ManagedStatusesResponse>;
}

export const workspaceResource = defineResource<WorkspaceResource>(({ http }) => ({
  sender: (spaceId) => http.request({ method: 'GET', path: spaceEmailPath(spaceId), schema: MailSenderResponse }),
  saveSender: (spaceId, value) =>
    http.request({ method: 'PUT', path: spaceEmailPath(spaceId), body: value, schema: MailSenderResponse }),
  settings: (spaceId) => http.request({ method: 'GET', path: spacePath(spaceId), schema: WorkspaceSettings }),
  saveSettings: (spaceId, value) =>
    http.request({ method: 'PUT', path: spacePath(spaceId), body: value, schema: WorkspaceSettings }),
  businessHours: (spaceId) => http.request({ method: 'GET', path: spaceBusinessHoursPath(spaceId), schema: BusinessHours }),
  saveBusinessHours: (spaceId, value) =>
    http.request({ method: 'PUT', path: spaceBusinessHoursPath(spaceId), body: value, schema: BusinessHours }),
  statuses: (spaceId) => http.request({ method: 'GET', path: spaceStatusesPath(spaceId), schema: ManagedStatusesResponse }),
  createStatus: (spaceId, input) =>
    http.request({ method: 'POST', path: spaceStatusesPath(spaceId), body: input, schema: ManagedStatusesResponse }),
  updateStatus: (spaceId, statusId, input) =>
    http.request({ method: 'PUT', path: spaceStatusPath(spaceId, statusId), body: input, schema: ManagedStatusesResponse }),
  reorderStatuses: (spaceId, ids, seen) =>
    http.request({ method: 'PUT', path: spaceStatusesOrderPath(spaceId), body: { ids, seen }, schema: ManagedStatusesResponse }),
  deleteStatus: (spaceId, statusId, replacementId) =>
    http.request({
      method: 'DELETE',
      path:
        spaceStatusPath(spaceId, statusId) +
        (replacementId === undefined ? '' : `?${new URLSearchParams({ replacement_id: String(replacementId) }).toString()}`),
      schema: ManagedStatusesResponse,
    }),
}));
