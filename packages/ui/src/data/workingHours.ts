import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ApiClient } from '@console/api/client';
import { workingHoursResource } from '@console/api/client/workinghours';
import { workingHoursSchedulerMachine, type ScheduleSlot } from '@console/machines/workingHoursSchedulerMachine';
import { useApiClient } from './ApiProvider.tsx';

// spec §7: GET v1/me/workinghours?space_id for each space with working hours, merged; background calls are silent.
const loadSchedule = (client: ApiClient) =>
  fromPromise<ScheduleSlot[], { spaceIds: readonly number[] }>(async ({ input }) => {
    const answers = await Promise.all(
      input.spaceIds.map(async (spaceId) => {
        const { items } = await client.resource(workingHoursResource).get({ spaceId, silent: true });
        return items.map((item) => ({ ...item, space_id: spaceId }));
      }),
    );
    return answers.flat();
  });

/** The working-hours scheduler's machine bound to the app's client (spec §4 working hours). */
export function useWorkingHoursSchedulerMachine() {
  const client = useApiClient();
  return useMemo(() => workingHoursSchedulerMachine.provide({ actors: { loadSchedule: loadSchedule(client) } }), [client]);
}
