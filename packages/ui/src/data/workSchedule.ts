import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { workScheduleResource } from '@console/api/client/workSchedule';
import {
  ABSENCES_PATH,
  SHIFT_TEMPLATES_PATH,
  WORK_SCHEDULE_PATH,
  type AbsencesResponse,
  type NewAbsence,
  type Shift,
  type ShiftTemplateInput,
  type ShiftTemplatesResponse,
  type TeamScheduleResponse,
  type UserSchedule,
} from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';

/** The team's week of a space (users/workinghours): every member's grid and absences. */
export function useTeamSchedule(spaceId: number | null): SWRResponse<TeamScheduleResponse, ApiError> {
  const client = useApiClient();
  return useSWR<TeamScheduleResponse, ApiError>(spaceId === null ? null : [WORK_SCHEDULE_PATH, spaceId], () =>
    client.resource(workScheduleResource).team(spaceId!),
  );
}

/** One user's schedule in a space (users/workinghours/my and /{id}). */
export function useUserSchedule(spaceId: number | null, userId: number | null): SWRResponse<UserSchedule, ApiError> {
  const client = useApiClient();
  return useSWR<UserSchedule, ApiError>(spaceId === null || userId === null ? null : [WORK_SCHEDULE_PATH, spaceId, userId], () =>
    client.resource(workScheduleResource).user(spaceId!, userId!),
  );
}

/** The space's shift templates (users/workinghours/templates, and the apply choice of /{id}). */
export function useShiftTemplates(spaceId: number | null): SWRResponse<ShiftTemplatesResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ShiftTemplatesResponse, ApiError>(spaceId === null ? null : [SHIFT_TEMPLATES_PATH, spaceId], () =>
    client.resource(workScheduleResource).templates(spaceId!),
  );
}

/** The team's absences (users/workinghours/absences). */
export function useAbsences(spaceId: number | null): SWRResponse<AbsencesResponse, ApiError> {
  const client = useApiClient();
  return useSWR<AbsencesResponse, ApiError>(spaceId === null ? null : [ABSENCES_PATH, spaceId], () =>
    client.resource(workScheduleResource).absences(spaceId!),
  );
}

// Every key of the space's schedules (the team, each user, templates, absences): a write refetches what it changed.
const ofSpace = (paths: readonly string[], spaceId: number) => (key: unknown) =>
  Array.isArray(key) && paths.includes(key[0] as string) && key[1] === spaceId;

/** The writes of the working schedules' pages; each refetches the lists it changes. */
export function useWorkScheduleActions(spaceId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = client.resource(workScheduleResource);
  const refetch = (...paths: string[]) => mutate(ofSpace(paths, spaceId));
  return {
    saveShifts: async (userId: number, shifts: readonly Shift[]) => {
      const saved = await resource.saveShifts(spaceId, userId, shifts);
      await mutate([WORK_SCHEDULE_PATH, spaceId, userId], saved, { revalidate: false });
      void mutate([WORK_SCHEDULE_PATH, spaceId]);
      return saved;
    },
    createTemplate: async (template: ShiftTemplateInput) => {
      const created = await resource.createTemplate(spaceId, template);
      await refetch(SHIFT_TEMPLATES_PATH);
      return created;
    },
    saveTemplate: async (id: number, template: ShiftTemplateInput) => {
      const saved = await resource.saveTemplate(id, template);
      await refetch(SHIFT_TEMPLATES_PATH);
      return saved;
    },
    deleteTemplate: async (id: number) => {
      await resource.deleteTemplate(id);
      await refetch(SHIFT_TEMPLATES_PATH);
    },
    applyTemplate: async (id: number, userIds: readonly number[]) => {
      const team = await resource.applyTemplate(id, userIds);
      await refetch(WORK_SCHEDULE_PATH);
      return team;
    },
    addAbsence: async (absence: Omit<NewAbsence, 'space_id'>) => {
      const added = await resource.addAbsence({ ...absence, space_id: spaceId });
      await refetch(ABSENCES_PATH, WORK_SCHEDULE_PATH);
      return added;
    },
    removeAbsence: async (id: number) => {
      await resource.removeAbsence(id);
      await refetch(ABSENCES_PATH, WORK_SCHEDULE_PATH);
    },
  };
}
export type WorkScheduleActions = ReturnType<typeof useWorkScheduleActions>;
