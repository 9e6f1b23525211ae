import { useTranslation } from 'react-i18next';
import type { NotificationChannel, NotificationFrequency, Subscription } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { useDates } from '../../../format/dates.tsx';
import { muted, sectionTitle, stack } from '../../layout/SettingsPage.css.ts';
import { cardHead, choices } from '../alerts.css.ts';

export interface SubscriptionRowProps {
  subscription: Subscription;
  channels: readonly { id: NotificationChannel; label: string }[];
  frequencies: readonly { id: NotificationFrequency; label: string }[];
  busy: boolean;
  onChange: (channel: NotificationChannel, frequency: NotificationFrequency) => void;
  onDelete: () => void;
}

// One alert: its filter, channel and frequency (each change saved at once), when it last sent, and Delete.
export function SubscriptionRow({ subscription, channels, frequencies, busy, onChange, onDelete }: SubscriptionRowProps) {
  const { t } = useTranslation('alerts');
  const dates = useDates();
  const channelName = channels.find((one) => one.id === subscription.channel)?.label ?? subscription.channel;
  const titleId = `subscription-${subscription.id}`;
  return (
    <li>
      <Card as="article" aria-labelledby={titleId}>
        <div className={stack}>
          <div className={cardHead}>
            <h2 id={titleId} className={sectionTitle}>
              {subscription.filter_name}
            </h2>
            <Button
              variant="ghost"
              isDisabled={busy}
              aria-label={t('subscriptions.deleteNamed', { filter: subscription.filter_name, channel: channelName })}
              onPress={onDelete}
            >
              {t('subscriptions.delete')}
            </Button>
          </div>
          <div className={choices}>
            <Select
              label={t('subscriptions.channel')}
              options={channels}
              value={subscription.channel}
              isDisabled={busy}
              onChange={(channel) => onChange(channel, subscription.frequency)}
            />
            <Select
              label={t('subscriptions.frequency')}
              options={frequencies}
              value={subscription.frequency}
              isDisabled={busy}
              onChange={(frequency) => onChange(subscription.channel, frequency)}
            />
          </div>
          <p className={muted}>
            {subscription.sent_at === null
              ? t('subscriptions.neverSent')
              : t('subscriptions.lastSent', { date: dates.dateTime({ s: subscription.sent_at }) })}
          </p>
        </div>
      </Card>
    </li>
  );
}
