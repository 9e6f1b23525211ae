import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { providerOf } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useAccountSettings } from '../../../data/accountSettings.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { reactionView } from '../../chats/Chat/parts/reactionView.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { alert, muted, row, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { useAccountWrite } from '../AccountEdit/AccountEditScreen.tsx';
import { accountIdOf } from '../AccountEdit/accountId.ts';
import { reactionGrid, reactionSymbol } from '../accountEdit.css.ts';
import { AccountSubnav } from '../AccountSubnav.tsx';
import { ACCOUNTS_PATH } from '../paths.ts';

type Reaction = number | string;

// /settings/accounts/{id}/reactions (spec §2.4): which of the provider's reactions (spec §3, §9: VK's numeric codes,
// the Telegram list, WhatsApp's 12 emoji) the account's chats offer; all of them until some are turned off. The chat's
// reaction picker offers only these (offeredReactions in the contract).
export function AccountReactionsScreen() {
  const { t } = useTranslation(['accounts', 'chats', 'shell']);
  const [location] = useLocation();
  const id = accountIdOf(location);
  const settings = useAccountSettings(id);
  const { actions, busy, outcome, run, seenOf } = useAccountWrite(id ?? 0);
  const [chosen, setChosen] = useState<{ of: unknown; values: readonly Reaction[] } | null>(null);
  const title = t('shell:titles.accountReactionsPage');
  const state = settingsPageState([settings], (error) => serverTextOf(error) ?? t('accounts:edit.loadFailed'));
  const data = settings.data;
  if (!data || id === null) return <SettingsPage title={title} state={state} />;
  const entry = providerOf(data.object.provider);
  const all: readonly Reaction[] = entry?.reactions ?? [];
  const network = entry?.longName ?? data.object.provider;
  // The boxes start from what is saved, and again after each save (the answer is a new record).
  const values = chosen?.of === data ? chosen.values : data.reactions;
  const toggle = (value: Reaction, on: boolean) =>
    setChosen({ of: data, values: on ? [...values, value] : values.filter((one) => one !== value) });
  const save = () =>
    void run('save', data, () =>
      actions.update({ reactions: all.filter((value) => values.includes(value)), seen: seenOf(data) }),
    );
  return (
    <SettingsPage title={title} state={state}>
      <div className={stack}>
        <AccountSubnav id={id} provider={data.object.provider} current="reactions" />
        <Card as="section" aria-label={data.object.name}>
          {all.length === 0 ? (
            <p className={text}>{t('accounts:edit.reactions.none', { network })}</p>
          ) : (
            <Form
              className={stack}
              onSubmit={(event) => {
                event.preventDefault();
                if (busy === null) save();
              }}
            >
              <p className={text}>{t('accounts:edit.reactions.intro', { network })}</p>
              <div role="group" aria-label={t('accounts:edit.reactions.group')} className={reactionGrid}>
                {all.map((value) => {
                  const view = reactionView(t, value);
                  return (
                    <Checkbox key={String(value)} isSelected={values.includes(value)} onChange={(on) => toggle(value, on)}>
                      <span className={reactionSymbol} role="img" aria-label={view.name}>
                        {view.symbol}
                      </span>
                    </Checkbox>
                  );
                })}
              </div>
              <p className={muted}>{t('accounts:edit.reactions.offered', { count: values.length, total: all.length })}</p>
              <div className={row}>
                <Button type="submit" isPending={busy === 'save'}>
                  {t('accounts:edit.reactions.save')}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={values.length === all.length}
                  onPress={() => setChosen({ of: data, values: all })}
                >
                  {t('accounts:edit.reactions.all')}
                </Button>
              </div>
              <p role="status" className={statusClass}>
                {outcome?.ok ? outcome.text : ''}
              </p>
              {outcome && !outcome.ok ? (
                <p role="alert" className={alert}>
                  {outcome.text}
                </p>
              ) : null}
            </Form>
          )}
        </Card>
        <Link href={ACCOUNTS_PATH}>{t('accounts:edit.back')}</Link>
      </div>
    </SettingsPage>
  );
}
