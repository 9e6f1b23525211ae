import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import type { AccountFlag, AccountSettings } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { networkErrorText } from '../../../format/networkError.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { alert, muted, row, sectionTitle, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { AccountRow } from '../AccountRow.tsx';
import { plainFieldset } from '../accountEdit.css.ts';
import { accountList } from '../accounts.css.ts';

export interface AccountEditValues {
  name: string;
  company: number;
  flags: { comments: boolean; messages: boolean };
}

export type AccountOutcome = { ok: boolean; text: string } | null;

export interface AccountEditViewProps {
  settings: AccountSettings;
  /** The companies of the account's space, the account's own among them. */
  companies: readonly { id: number; name: string }[];
  /** The catalogue's flag settings for the provider (contract flagSettingsOf). */
  flags: readonly AccountFlag[];
  /** Reviews rather than comments (maps, app stores, marketplaces): the flag's words say so. */
  reviews: boolean;
  /** The network's long name (catalogue). */
  network: string;
  busy: 'save' | 'connection' | 'remove' | null;
  outcome: AccountOutcome;
  onSave: (values: AccountEditValues) => void;
  /** Each resolves true when written, so the dialog that asked closes. */
  onDisconnect: (disconnected: boolean) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
  /** Reconnects an account in error through its provider's popup; absent: not offered. */
  onReconnect?: () => void;
  reconnecting?: boolean;
  /** The reconnect's outcome: the failure's text is the network's (untrusted). */
  reconnectOutcome?: AccountOutcome;
}

const descriptionKey = (flags: readonly AccountFlag[], reviews: boolean) =>
  flags.length === 2
    ? 'edit.description.both'
    : flags[0] === 'comments'
      ? reviews
        ? 'edit.description.reviews'
        : 'edit.description.comments'
      : flags[0] === 'messages'
        ? 'edit.description.messages'
        : 'edit.description.none';

// settings/accounts/{id} (spec §2.4 account-edit): the account as the list shows it; its name, company and the flag
// settings of the provider's catalogue entry (spec §3); the connection: reconnect when in error, disconnect, remove.
// Disconnecting and removing say first what happens to the account's comments and chats (their counts).
export function AccountEditView(props: AccountEditViewProps) {
  const { settings, companies, flags, reviews, network, busy, outcome, onSave, onDisconnect, onRemove } = props;
  const { t } = useTranslation(['accounts', 'shell']);
  const [values, setValues] = useState<AccountEditValues>({
    name: settings.object.name,
    company: settings.object.company,
    flags: settings.flags,
  });
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'disconnect' | 'remove' | null>(null);
  const { object } = settings;
  const counts = {
    items: t('edit.connection.items', { count: settings.counts.items }),
    chats: t('edit.connection.chats', { count: settings.counts.chats }),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim() === '') return setNameError(t('edit.form.nameRequired'));
    setNameError(null);
    if (busy === null) onSave({ ...values, name: values.name.trim() });
  };
  const flagWords = (flag: AccountFlag) => (flag === 'comments' && reviews ? 'reviews' : flag);
  const formOutcome = confirming ? null : outcome;
  return (
    <div className={stack}>
      <ul className={accountList}>
        <AccountRow object={object} />
      </ul>
      <p className={text}>{t(descriptionKey(flags, reviews), { network })}</p>
      <Card as="section" aria-label={t('shell:titles.accountEdit')}>
        <Form className={stack} onSubmit={submit}>
          <TextField
            label={t('edit.form.name')}
            value={values.name}
            maxLength={200}
            onChange={(name) => {
              setNameError(null);
              setValues((v) => ({ ...v, name }));
            }}
            isInvalid={nameError !== null}
            errorMessage={nameError ?? undefined}
          />
          <Select
            label={t('edit.form.company')}
            description={t('edit.form.companyHint')}
            options={companies.map((company) => ({ id: company.id, label: company.name }))}
            value={values.company}
            onChange={(company) => setValues((v) => ({ ...v, company }))}
          />
          {flags.length > 0 ? (
            <fieldset className={`${stack} ${plainFieldset}`}>
              <legend className={sectionTitle}>{t('edit.form.flags')}</legend>
              {flags.map((flag) => (
                <div key={flag}>
                  <Checkbox
                    isSelected={values.flags[flag]}
                    onChange={(on) => setValues((v) => ({ ...v, flags: { ...v.flags, [flag]: on } }))}
                  >
                    {t(`edit.flags.${flagWords(flag)}.label`)}
                  </Checkbox>
                  <p className={muted}>{t(`edit.flags.${flagWords(flag)}.hint`)}</p>
                </div>
              ))}
            </fieldset>
          ) : null}
          <div className={row}>
            <Button type="submit" isPending={busy === 'save'}>
              {t('edit.form.save')}
            </Button>
          </div>
          <p role="status" className={statusClass}>
            {formOutcome?.ok ? formOutcome.text : ''}
          </p>
          {formOutcome && !formOutcome.ok ? (
            <p role="alert" className={alert}>
              {formOutcome.text}
            </p>
          ) : null}
        </Form>
      </Card>
      <Card as="section" aria-labelledby="account-connection">
        <div className={stack}>
          <h2 id="account-connection" className={sectionTitle}>
            {t('edit.connection.title')}
          </h2>
          {object.error !== null ? (
            <p className={alert}>
              {t('edit.connection.error')}: {networkErrorText(object.error, t)}
            </p>
          ) : (
            <p className={text}>{t(settings.disconnected ? 'edit.connection.disconnected' : 'edit.connection.works')}</p>
          )}
          <p role="status" className={statusClass}>
            {props.reconnectOutcome?.ok ? props.reconnectOutcome.text : ''}
          </p>
          {props.reconnectOutcome && !props.reconnectOutcome.ok ? (
            <p role="alert" className={alert}>
              {t('edit.connection.reconnectFailed')}: {props.reconnectOutcome.text}
            </p>
          ) : null}
          <div className={row}>
            {object.error !== null && props.onReconnect ? (
              <Button isPending={props.reconnecting === true} onPress={props.onReconnect}>
                {t('edit.connection.reconnect')}
              </Button>
            ) : null}
            {settings.disconnected ? (
              <Button variant="secondary" isPending={busy === 'connection'} onPress={() => void onDisconnect(false)}>
                {t('edit.connection.connectAgain')}
              </Button>
            ) : (
              <Button variant="secondary" isDisabled={busy !== null} onPress={() => setConfirming('disconnect')}>
                {t('edit.connection.disconnect')}
              </Button>
            )}
            <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming('remove')}>
              {t('edit.connection.remove')}
            </Button>
          </div>
        </div>
      </Card>
      <ConfirmDialog
        title={
          confirming === null
            ? null
            : t(confirming === 'remove' ? 'edit.connection.removeTitle' : 'edit.connection.disconnectTitle', {
                name: object.name,
              })
        }
        text={t(confirming === 'remove' ? 'edit.connection.removeText' : 'edit.connection.disconnectText', counts)}
        confirmLabel={t(confirming === 'remove' ? 'edit.connection.remove' : 'edit.connection.disconnect')}
        cancelLabel={t('edit.connection.cancel')}
        pending={busy === 'remove' || busy === 'connection'}
        error={confirming && outcome?.ok === false ? outcome.text : null}
        onConfirm={() =>
          void (confirming === 'remove' ? onRemove() : onDisconnect(true)).then((done) => done && setConfirming(null))
        }
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
