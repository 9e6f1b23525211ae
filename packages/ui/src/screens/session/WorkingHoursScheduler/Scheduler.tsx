import { WORKING_HOURS_NOTICE_MS } from '@console/spec';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { WorkingHoursNotice } from '@console/machines/workingHoursSchedulerMachine';
import { toastQueue, type ToastContent } from '../../../components/Toast/toastQueue.ts';
import { useWorkingHoursSchedulerMachine } from '../../../data/workingHours.ts';
import { useStatusSave } from '../StatusMenu/StatusMenu.tsx';
import { useDates } from '../../../format/dates.tsx';

export interface SchedulerProps {
  spaceIds: readonly number[];
  status: number | null;
  leadMinutes: number | null;
}

// The scheduler's machine and its toasts, loaded by WorkingHoursScheduler when a space has working hours.
export function Scheduler({ spaceIds, status, leadMinutes }: SchedulerProps) {
  const { t } = useTranslation('status');
  const dates = useDates();
  const save = useStatusSave();
  const machine = useWorkingHoursSchedulerMachine();
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
