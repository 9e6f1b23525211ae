import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_FREQUENCIES,
  NotificationChannels,
  NotificationSettings,
} from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { muted, sectionTitle, stack, text } from '../../layout/SettingsPage.css.ts';
import { SaveRow } from '../Profile/SaveRow.tsx';
import type { SaveState } from '../Profile/useSaveState.ts';
import { channels as channelsClass } from './Notifications.css.ts';

export interface NotificationsViewProps {
  initial: NotificationSettings;
  channels: NotificationChannels;
  save: SaveState;
  onSave: (settings: NotificationSettings) => void;
  /** The events, channels and frequencies of spec §3's notification settings, in order. */
  choices: {
    events: typeof NOTIFICATION_EVENTS;
    channels: typeof NOTIFICATION_CHANNELS;
    frequencies: typeof NOTIFICATION_FREQUENCIES;
  };
}

// Events × channels, each with a frequency of spec §3; channels that are not connected are disabled, with why.
export function NotificationsView({ initial, channels, save, onSave, choices }: NotificationsViewProps) {
  const { t } = useTranslation('notifications');
  const [values, setValues] = useState(initial);
  const frequencies = choices.frequencies.map((id) => ({ id, label: t(`frequencies.${id}`) }));
  const off = choices.channels.filter((channel) => !channels[channel]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.status !== 'saving') onSave(values);
  };
  return (
    <Form className={stack} onSubmit={submit}>
      <p className={text}>{t('intro')}</p>
      {/* spec §9: email notifications every 5 minutes; Telegram and Slack immediate. */}
      <p className={muted}>{t('emailNote')}</p>
      {off.map((channel) => (
        <p key={channel} className={muted}>
          {t('notConnected', { channel: t(`channels.${channel}`) })}
        </p>
      ))}
      {choices.events.map((event) => (
        <Card as="section" key={event} aria-labelledby={`notifications-${event}`}>
          <h2 id={`notifications-${event}`} className={sectionTitle}>
            {t(`events.${event}`)}
          </h2>
          <div className={channelsClass}>
            {choices.channels.map((channel) => (
              <Select
                key={channel}
                label={t(`channels.${channel}`)}
                options={frequencies}
                value={values[event][channel]}
                isDisabled={!channels[channel]}
                onChange={(frequency) => setValues((v) => ({ ...v, [event]: { ...v[event], [channel]: frequency } }))}
              />
            ))}
          </div>
        </Card>
      ))}
      <SaveRow save={save} label={t('save')} savedText={t('saved')} />
    </Form>
  );
}
