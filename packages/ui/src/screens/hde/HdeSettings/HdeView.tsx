import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { HdeConnect, HdeDesk } from '@console/api/contract';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useDates } from '../../../format/dates.tsx';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { alert, muted, row, sectionTitle, stack, text } from '../../layout/SettingsPage.css.ts';
import { cardHead } from '../../alerts/alerts.css.ts';

/** What a write answered: nothing (done), or the text to show (the server's, else the screen's). */
export type HdeOutcome = { error: string } | null;

export interface HdeViewProps {
  desk: HdeDesk;
  onConnect: (body: HdeConnect) => Promise<HdeOutcome>;
  onDisconnect: () => Promise<HdeOutcome>;
}

type Field = keyof HdeConnect;
const FIELDS: readonly Field[] = ['domain', 'email', 'api_key'];
const LABELS: Record<Field, { label: string; about: string }> = {
  domain: { label: 'hde.domain', about: 'hde.domainAbout' },
  email: { label: 'hde.email', about: 'hde.emailAbout' },
  api_key: { label: 'hde.apiKey', about: 'hde.apiKeyAbout' },
};

// settings/hde/{id} (spec §2.4; docs/hde.md): the connection form (what each field is), or the connected desk with
// Disconnect behind a confirmation; a desk that refused its key since asks to connect again.
export function HdeView({ desk, onConnect, onDisconnect }: HdeViewProps) {
  const { t } = useTranslation('issues');
  const dates = useDates();
  const [values, setValues] = useState<HdeConnect>({ domain: desk.domain ?? '', email: desk.email ?? '', api_key: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState<'connect' | 'disconnect' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (what: 'connect' | 'disconnect', action: () => Promise<HdeOutcome>) => {
    setBusy(what);
    setError(null);
    const outcome = await action();
    setBusy(null);
    if (outcome) setError(outcome.error);
    return outcome === null;
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const empty = Object.fromEntries(FIELDS.filter((f) => values[f].trim() === '').map((f) => [f, t('hde.required')]));
    setMissing(empty);
    if (Object.keys(empty).length > 0) return;
    void run('connect', () => onConnect(values)).then((ok) => {
      if (ok) setValues((before) => ({ ...before, api_key: '' })); // a key is written, never kept on the page
    });
  };
  const failing = desk.connected && desk.status === 'error';
  const badge = !desk.connected ? 'notConnected' : failing ? 'failing' : 'connected';
  return (
    <div className={stack}>
      <p className={text}>{t('hde.intro')}</p>
      <Card as="section" aria-labelledby="hde-desk">
        <div className={stack}>
          <div className={cardHead}>
            <h2 id="hde-desk" className={sectionTitle}>
              HelpDeskEddy
            </h2>
            <Badge tone={badge === 'connected' ? 'success' : badge === 'failing' ? 'danger' : 'neutral'}>
              {t(`hde.${badge}`)}
            </Badge>
          </div>
          {desk.connected ? (
            <>
              <p className={text}>{t('hde.desk', { domain: desk.domain })}</p>
              <p className={text}>{t('hde.agent', { email: desk.email })}</p>
              {desk.connected_at !== null ? (
                <p className={muted}>{t('hde.since', { date: dates.date({ s: desk.connected_at }) })}</p>
              ) : null}
              <p className={muted}>{t('hde.statuses')}</p>
              {failing ? <p className={alert}>{t('hde.failingText')}</p> : null}
              <div className={row}>
                <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
                  {t('hde.disconnect')}
                </Button>
              </div>
            </>
          ) : null}
          {!desk.connected || failing ? (
            // aria validation: the browser's own bubble spoke English; an empty field gets the screen's text.
            <Form className={stack} validationBehavior="aria" onSubmit={submit}>
              {FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={t(LABELS[field].label)}
                  description={t(LABELS[field].about)}
                  isRequired
                  autoComplete="off"
                  {...(field === 'api_key' ? { type: 'password' } : field === 'email' ? { type: 'email' } : {})}
                  value={values[field]}
                  errorMessage={missing[field]}
                  onChange={(value) => {
                    setMissing(({ [field]: _gone, ...rest }) => rest);
                    setValues((before) => ({ ...before, [field]: value }));
                  }}
                />
              ))}
              <div className={row}>
                <Button type="submit" isPending={busy === 'connect'}>
                  {t(failing ? 'hde.reconnect' : 'hde.connect')}
                </Button>
              </div>
            </Form>
          ) : null}
          <div role="alert" className={error && !confirming ? alert : undefined}>
            {confirming ? null : error}
          </div>
        </div>
      </Card>
      <ConfirmDialog
        title={confirming ? t('hde.disconnectTitle') : null}
        text={t('hde.disconnectText')}
        confirmLabel={t('hde.disconnect')}
        cancelLabel={t('hde.cancel')}
        pending={busy === 'disconnect'}
        error={error}
        onConfirm={() => void run('disconnect', onDisconnect).then((ok) => ok && setConfirming(false))}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
      />
    </div>
  );
}
