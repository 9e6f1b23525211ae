import { WORKING_HOURS_NOTICE_MS } from '@console/spec';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useActorRef } from '@xstate/react';
import type { ApiClient } from '@console/api/client';
import { workingHoursResource } from '@console/api/client/workinghours';
import {
  workingHoursSchedulerMachine,
  type ScheduleSlot,
  type WorkingHoursNotice,
} from '@console/machines/workingHoursSchedulerMachine';
import { toastQueue, type ToastContent } from '../../../components/Toast/toastQueue.ts';
import { useApiClient } from '../../../data/index.ts';
import { useStatusSave } from '../StatusMenu/StatusMenu.tsx';
import { useDates } from '../../../format/dates.tsx';

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

export interface SchedulerProps {
  spaceIds: readonly number[];
  status: number | null;
  leadMinutes: number | null;
}

// The scheduler's machine and its toasts, loaded by WorkingHoursScheduler when a space has working hours.
export function Scheduler({ spaceIds, status, leadMinutes }: SchedulerProps) {
  const { t } = useTranslation('status');
  const dates = useDates();
  const client = useApiClient();
  const save = useStatusSave();
  const machine = useMemo(
    () => workingHoursSchedulerMachine.provide({ actors: { loadSchedule: loadSchedule(client) } }),
    [client],
  );
  const actor = useActorRef(machine, { input: { spaceIds, status, leadMinutes } });
  useEffect(() => actor.send({ type: 'status.changed', status }), [actor, status]);
  useEffect(() => actor.send({ type: 'lead.changed', leadMinutes }), [actor, leadMinutes]);

  useEffect(() => {
    const toastOf = ({ kind, slot }: WorkingHoursNotice): ToastContent => {
      const name = slot.status.name;
      const time = dates.time({ s: slot.started_at });
      return {
        tone: 'info',
        title: t(kind === 'change' ? 'scheduler.change.title' : 'scheduler.soon.title'),
        description:
          kind === 'change' ? t('scheduler.change.text', { status: name }) : t('scheduler.soon.text', { status: name, time }),
        // The notice names the status and offers it at once (a manual change, spec §4).
        action: {
          label: t('scheduler.switch', { status: name }),
          onPress: () => void save({ status: slot.status.id, space_id: slot.space_id }),
        },
      };
    };
    // spec §4, §9: notifications last 30 s.
    const subscription = actor.on('notice', ({ notice }) =>
      toastQueue.add(toastOf(notice), { timeout: WORKING_HOURS_NOTICE_MS }),
    );
    return () => subscription.unsubscribe();
  }, [actor, save, t, dates]);
  return null;
}
