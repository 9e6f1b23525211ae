import { useTranslation } from 'react-i18next';
import type { Message } from '@console/api/contract';
import { useDates } from '../../../../format/dates.tsx';
import { activity } from './chat.css.ts';

// An activity line between messages (screens.md "activity lines"): who changed the status, the priority or the
// assignee, and when.
export function ActivityLine({ message }: { message: Message }) {
  const { t } = useTranslation(['chats', 'item']);
  const dates = useDates();
  const change = message.activity;
  if (!change) return null;
  const user = change.user?.name ?? t('message.activity.system');
  const value = (raw: string | null) =>
    raw === null
      ? t('message.activity.nobody')
      : change.field === 'status'
        ? t(`status.${raw}` as 'status.new', { defaultValue: raw })
        : change.field === 'priority'
          ? t(`item:priorities.${raw}` as 'item:priorities.low', { defaultValue: raw })
          : raw;
  return (
    <div className={activity}>
      <bdi>{t(`message.activity.${change.field}`, { user, from: value(change.from), to: value(change.to) })}</bdi>{' '}
      <span>· {dates.dateTimeShort({ s: message.created_at })}</span>
    </div>
  );
}
