import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type {
  NOTIFICATION_FREQUENCIES,
  NotificationChannel,
  NotificationChannels,
  NotificationFrequency,
  SavedFilter,
  Subscription,
  SubscriptionCreate,
  SubscriptionUpdate,
} from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import type { Outcome } from '../Integrations/IntegrationCard.tsx';
import { choices as choicesClass, list } from '../alerts.css.ts';
import { SubscriptionRow } from './SubscriptionRow.tsx';

export interface SubscriptionsViewProps {
  subscriptions: readonly Subscription[];
  /** The user's saved filters of comments (spec §3 Saved filter, route items). */
  filters: readonly SavedFilter[];
  /** Which channels can deliver (Telegram and Slack once connected in integrations). */
  connected: NotificationChannels;
  /** The channels and the frequencies of spec §3, in order. */
  choices: { channels: readonly NotificationChannel[]; frequencies: typeof NOTIFICATION_FREQUENCIES };
  integrationsHref: string;
  onCreate: (body: SubscriptionCreate) => Promise<Outcome>;
  onUpdate: (id: number, body: SubscriptionUpdate) => Promise<Outcome>;
  onDelete: (id: number) => Promise<Outcome>;
}

// settings/subscriptions (spec §2.4): the user's alerts on saved filters, and a form for a new one.
export function SubscriptionsView(props: SubscriptionsViewProps) {
  const { t } = useTranslation('alerts');
  const channels = props.choices.channels
    .filter((id) => props.connected[id])
    .map((id) => ({ id, label: t(`subscriptions.channels.${id}`) }));
  const off = props.choices.channels.filter((id) => !props.connected[id]);
  const frequencies = props.choices.frequencies.map((id) => ({ id, label: t(`notifications:frequencies.${id}`) }));
  const [filterId, setFilterId] = useState<number | null>(props.filters[0]?.id ?? null);
  const [channel, setChannel] = useState<NotificationChannel>(channels[0]?.id ?? 'in_app');
  const [frequency, setFrequency] = useState<NotificationFrequency>('instant');
  const [busy, setBusy] = useState<number | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Deleting is asked first; its outcome is said as a deletion, not as a save.
  const [deleting, setDeleting] = useState<Subscription | null>(null);
  const run = async (what: number | 'new', write: () => Promise<Outcome>, done = t('subscriptions.saved')) => {
    setBusy(what);
    setError(null);
    setNotice(null);
    const outcome = await write();
    setBusy(null);
    if (outcome) setError(outcome.error);
    else setNotice(done);
    return outcome === null;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy !== null || filterId === null) return;
    void run('new', () => props.onCreate({ filter_id: filterId, channel, frequency }));
  };
  return (
    <div className={stack}>
      <p className={text}>{t('subscriptions.intro')}</p>
      {/* spec §9: email notifications every 5 minutes; Telegram and Slack immediate. */}
      <p className={muted}>{t('subscriptions.emailNote')}</p>
      {off.map((id) => (
        <p key={id} className={muted}>
          {t('subscriptions.channelOff', { channel: t(`subscriptions.channels.${id}`) })}{' '}
          <Link href={props.integrationsHref}>{t('subscriptions.integrationsLink')}</Link>
        </p>
      ))}
      {props.subscriptions.length === 0 ? (
        <p className={text}>{t('subscriptions.empty')}</p>
      ) : (
        <ul className={list}>
          {props.subscriptions.map((subscription) => (
            <SubscriptionRow
              key={subscription.id}
              subscription={subscription}
              channels={props.choices.channels.map((id) => ({ id, label: t(`subscriptions.channels.${id}`) }))}
              frequencies={frequencies}
              busy={busy === subscription.id}
              // `seen`: the alert as this row showed it (docs/error-types.md conflict), so a change made in another tab
              // or window meanwhile is not silently written over; refused, the row shows the alert as it is now.
              onChange={(nextChannel, nextFrequency) =>
                void run(subscription.id, () =>
                  props.onUpdate(subscription.id, {
                    channel: nextChannel,
                    frequency: nextFrequency,
                    seen: { channel: subscription.channel, frequency: subscription.frequency },
                  }),
                )
              }
              onDelete={() => {
                setError(null);
                setDeleting(subscription);
              }}
            />
          ))}
        </ul>
      )}
      <Card as="section" aria-labelledby="subscription-new">
        <Form className={stack} onSubmit={submit}>
          <h2 id="subscription-new" className={sectionTitle}>
            {t('subscriptions.add')}
          </h2>
          {filterId === null ? (
            <p className={muted}>{t('subscriptions.noFilters')}</p>
          ) : (
            <>
              <div className={choicesClass}>
                <Select
                  label={t('subscriptions.filter')}
                  options={props.filters.map((filter) => ({ id: filter.id, label: filter.name }))}
                  value={filterId}
                  onChange={setFilterId}
                />
                <Select label={t('subscriptions.channel')} options={channels} value={channel} onChange={setChannel} />
                <Select label={t('subscriptions.frequency')} options={frequencies} value={frequency} onChange={setFrequency} />
              </div>
              <div className={row}>
                <Button type="submit" isPending={busy === 'new'}>
                  {t('subscriptions.create')}
                </Button>
              </div>
            </>
          )}
        </Form>
      </Card>
      <div role="alert" className={error && !deleting ? alert : undefined}>
        {deleting ? null : error}
      </div>
      <div role="status" className={statusClass}>
        {notice}
      </div>
      <ConfirmDialog
        title={deleting ? t('subscriptions.deleteTitle', { filter: deleting.filter_name }) : null}
        text={t('subscriptions.deleteText')}
        confirmLabel={t('subscriptions.delete')}
        cancelLabel={t('subscriptions.cancel')}
        pending={deleting !== null && busy === deleting.id}
        error={error}
        onConfirm={() =>
          deleting &&
          void run(deleting.id, () => props.onDelete(deleting.id), t('subscriptions.deleted')).then(
            (ok) => ok && setDeleting(null),
          )
        }
        onClose={() => {
          setDeleting(null);
          setError(null);
        }}
      />
    </div>
  );
}
