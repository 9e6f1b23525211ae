import * as z from 'zod/mini';
import {
  ABSENCES_PATH,
  absencePath,
  Absence,
  AbsencesResponse,
  shiftTemplateApplyPath,
  shiftTemplatePath,
  SHIFT_TEMPLATES_PATH,
  ShiftTemplate,
  ShiftTemplatesResponse,
  TeamScheduleResponse,
  UserSchedule,
  userSchedulePath,
  WORK_SCHEDULE_PATH,
  type NewAbsence,
  type Shift,
  type ShiftTemplateInput,
} from '../../contract/workSchedule.ts';
import { defineResource } from '../resource.ts';

// A deletion answers an empty object.
const Empty = z.object({});
const inSpace = (path: string, spaceId: number) => `${path}?${new URLSearchParams({ space_id: String(spaceId) }).toString()}`;

/** Working schedules (spec §2.4 users/workinghours and below): grids, templates, absences. */
export interface WorkScheduleResource {
  team(spaceId: number): Promise<TeamScheduleResponse>;
  user(spaceId: number, userId: number): Promise<UserSchedule>;
  saveShifts(spaceId: number, userId: number, shifts: readonly Shift[]): Promise<UserSchedule>;
  templates(spaceId: number): Promise<ShiftTemplatesResponse>;
  createTemplate(spaceId: number, template: ShiftTemplateInput): Promise<ShiftTemplate>;
  saveTemplate(id: number, template: ShiftTemplateInput): Promise<ShiftTemplate>;
  deleteTemplate(id: number): Promise<void>;
  applyTemplate(id: number, userIds: readonly number[]): Promise<TeamScheduleResponse>;
  absences(spaceId: number): Promise<AbsencesResponse>;
  addAbsence(absence: NewAbsence): Promise<Absence>;
  removeAbsence(id: number): Promise<void>;
}

export const workScheduleResource = defineResource<WorkScheduleResource>(({ http }) => ({
  team: (spaceId) => http.request({ method: 'GET', path: inSpace(WORK_SCHEDULE_PATH, spaceId), schema: TeamScheduleResponse }),
  user: (spaceId, userId) =>
    http.request({ method: 'GET', path: inSpace(userSchedulePath(userId), spaceId), schema: UserSchedule }),
  saveShifts: (spaceId, userId, shifts) =>
    http.request({ method: 'PUT', path: inSpace(userSchedulePath(userId), spaceId), body: { shifts }, schema: UserSchedule }),
  templates: (spaceId) =>
    http.request({ method: 'GET', path: inSpace(SHIFT_TEMPLATES_PATH, spaceId), schema: ShiftTemplatesResponse }),
  createTemplate: (spaceId, template) =>
    http.request({ method: 'POST', path: SHIFT_TEMPLATES_PATH, body: { ...template, space_id: spaceId }, schema: ShiftTemplate }),
  saveTemplate: (id, template) =>
    http.request({ method: 'PUT', path: shiftTemplatePath(id), body: template, schema: ShiftTemplate }),
  deleteTemplate: async (id) => {
    await http.request({ method: 'DELETE', path: shiftTemplatePath(id), schema: Empty });
  },
  applyTemplate: (id, userIds) =>
    http.request({ method: 'POST', path: shiftTemplateApplyPath(id), body: { user_ids: userIds }, schema: TeamScheduleResponse }),
  absences: (spaceId) => http.request({ method: 'GET', path: inSpace(ABSENCES_PATH, spaceId), schema: AbsencesResponse }),
  addAbsence: (absence) => http.request({ method: 'POST', path: ABSENCES_PATH, body: absence, schema: Absence }),
  removeAbsence: async (id) => {
    await http.request({ method: 'DELETE', path: absencePath(id), schema: Empty });
  },
}));
