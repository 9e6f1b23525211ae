import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@console/api/contract';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useDates } from '../../../format/dates.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { cardHead, fields } from '../alerts.css.ts';

/** What a write answered: nothing (done), or the text to show (the server's, else the screen's). */
export type Outcome = { error: string } | null;

export interface IntegrationCardProps {
  integration: Integration;
  onConnect: (token: string, target: string) => Promise<Outcome>;
  onTest: () => Promise<Outcome>;
  onDisconnect: () => Promise<Outcome>;
}

type Busy = 'connect' | 'test' | 'disconnect' | null;

// One channel: its connection form, or where it posts with a test message and Disconnect (spec §2.4 integrations).
export function IntegrationCard({ integration, onConnect, onTest, onDisconnect }: IntegrationCardProps) {
  const { t } = useTranslation('alerts');
  const dates = useDates();
  const { kind } = integration;
  const [token, setToken] = useState('');
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Disconnecting stops the space's alerts through this channel: asked first.
  const [confirming, setConfirming] = useState(false);
  const run = async (what: Exclude<Busy, null>, action: () => Promise<Outcome>, done?: string) => {
    setBusy(what);
    setError(null);
    setNotice(null);
    const outcome = await action();
    setBusy(null);
    if (outcome) setError(outcome.error);
    else if (done) setNotice(done);
    return outcome === null;
  };
  const [missing, setMissing] = useState<{ token?: string; target?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const empty = {
      ...(token.trim() === '' ? { token: t('integrations.tokenRequired') } : {}),
      ...(target.trim() === '' ? { target: t('integrations.targetRequired') } : {}),
    };
    setMissing(empty);
    if (empty.token || empty.target) return;
    void run('connect', () => onConnect(token, target)).then((ok) => {
      if (ok) setToken(''); // a token is written, never kept on the page
    });
  };
  const titleId = `integration-${kind}`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={stack}>
        <div className={cardHead}>
          <h2 id={titleId} className={sectionTitle}>
            {t(`integrations.kinds.${kind}.name`)}
          </h2>
          <Badge tone={integration.connected ? 'success' : 'neutral'}>
            {t(integration.connected ? 'integrations.connected' : 'integrations.notConnected')}
          </Badge>
        </div>
        {integration.connected ? (
          <>
            <p className={text}>{t('integrations.postsTo', { target: integration.target, account: integration.account })}</p>
            {integration.connected_at !== null ? (
              <p className={muted}>{t('integrations.since', { date: dates.date({ s: integration.connected_at }) })}</p>
            ) : null}
            <div className={row}>
              <Button
                variant="secondary"
                isPending={busy === 'test'}
                onPress={() => void run('test', onTest, t('integrations.tested'))}
              >
                {t('integrations.test')}
              </Button>
              <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
                {t('integrations.disconnect')}
              </Button>
            </div>
          </>
        ) : (
          // aria validation: the browser's own bubble spoke English; an empty field gets the screen's text.
          <Form className={stack} validationBehavior="aria" onSubmit={submit}>
            <p className={muted}>{t(`integrations.kinds.${kind}.about`)}</p>
            <div className={fields}>
              <TextField
                label={t(`integrations.kinds.${kind}.token`)}
                type="password"
                autoComplete="off"
                isRequired
                value={token}
                errorMessage={missing.token}
                onChange={(value) => {
                  setMissing(({ target: kept }) => ({ target: kept }));
                  setToken(value);
                }}
              />
              <TextField
                label={t(`integrations.kinds.${kind}.target`)}
                isRequired
                value={target}
                errorMessage={missing.target}
                onChange={(value) => {
                  setMissing(({ token: kept }) => ({ token: kept }));
                  setTarget(value);
                }}
              />
            </div>
            <div className={row}>
              <Button type="submit" isPending={busy === 'connect'}>
                {t('integrations.connect')}
              </Button>
            </div>
          </Form>
        )}
        <div role="alert" className={error && !confirming ? alert : undefined}>
          {confirming ? null : error}
        </div>
        <div role="status" className={notice ? statusClass : undefined}>
          {notice}
        </div>
      </div>
      <ConfirmDialog
        title={confirming ? t('integrations.disconnectTitle', { name: t(`integrations.kinds.${kind}.name`) }) : null}
        text={t('integrations.disconnectText')}
        confirmLabel={t('integrations.disconnect')}
        cancelLabel={t('integrations.cancel')}
        pending={busy === 'disconnect'}
        error={error}
        onConfirm={() => void run('disconnect', onDisconnect).then((ok) => ok && setConfirming(false))}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </Card>
  );
}
