import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { enabledStickerSets, providerOf, type AccountStickers } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useAttachmentUrl } from '../../../data/attachments.ts';
import { useAccountSettings } from '../../../data/accountSettings.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictStickersOf, useAccountStickers, useAccountStickersSave } from '../../../data/stickers.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { alert, muted, row, stack, status as statusClass, text } from '../../layout/SettingsPage.css.ts';
import { accountIdOf } from '../AccountEdit/accountId.ts';
import { stickerPreview, stickerSet, stickerThumb } from '../accountEdit.css.ts';
import { AccountSubnav } from '../AccountSubnav.tsx';
import { ACCOUNTS_PATH } from '../paths.ts';

type Outcome = { ok: boolean; text: string } | null;

// /settings/accounts/{id}/stickers (spec §2.4 stickers): the provider's sticker sets with a preview and a switch each;
// the chat composer offers the stickers of the sets left on (offeredStickerSets in the contract). Saved with `seen`:
// another administrator's save in between is refused (409) and the switches then save over what is now.
export function AccountStickersScreen() {
  const { t } = useTranslation(['accounts', 'shell']);
  const [location] = useLocation();
  const id = accountIdOf(location);
  const settings = useAccountSettings(id);
  const stickers = useAccountStickers(id);
  const save = useAccountStickersSave(id ?? 0);
  const resolveUrl = useAttachmentUrl();
  const [chosen, setChosen] = useState<{ of: unknown; values: readonly string[] } | null>(null);
  const [seen, setSeen] = useState<{ of: unknown; values: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = t('shell:titles.accountStickersPage');
  const state = settingsPageState([settings, stickers], (error) => serverTextOf(error) ?? t('accounts:edit.loadFailed'));
  const data = stickers.data;
  const account = settings.data;
  if (!data || !account || id === null) return <SettingsPage title={title} state={state} />;
  const network = providerOf(data.provider)?.longName ?? data.provider;
  // The switches start from what is saved, and again after each save (the answer is a new record).
  const values = chosen?.of === data ? chosen.values : enabledStickerSets(data);
  const toggle = (setId: string, on: boolean) =>
    setChosen({ of: data, values: on ? [...values, setId] : values.filter((one) => one !== setId) });
  const submit = async (from: AccountStickers) => {
    setBusy(true);
    setOutcome(null);
    try {
      const enabled = from.sets.filter((entry) => values.includes(entry.id)).map((entry) => entry.id);
      const answer = await save({ enabled, seen: seen?.of === from ? seen.values : enabledStickerSets(from) });
      setChosen({ of: answer, values: enabledStickerSets(answer) });
      setOutcome({ ok: true, text: t('accounts:edit.saved') });
    } catch (failure) {
      // Changed meanwhile: the next save is over the sets as they are now (the switches keep the administrator's).
      const current = conflictStickersOf(failure);
      if (current) setSeen({ of: from, values: enabledStickerSets(current) });
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('accounts:edit.saveFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsPage title={title} state={state}>
      <div className={stack}>
        <AccountSubnav id={id} provider={data.provider} current="stickers" />
        <Card as="section" aria-label={account.object.name}>
          {data.sets.length === 0 ? (
            <p className={text}>{t('accounts:edit.stickers.none', { network })}</p>
          ) : (
            <Form
              className={stack}
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) void submit(data);
              }}
            >
              <p className={text}>{t('accounts:edit.stickers.intro', { network })}</p>
              <div role="group" aria-label={t('accounts:edit.stickers.group')} className={stack}>
                {data.sets.map((entry) => (
                  <div key={entry.id} className={stickerSet}>
                    <Checkbox isSelected={values.includes(entry.id)} onChange={(on) => toggle(entry.id, on)}>
                      {t('accounts:edit.stickers.set', { name: entry.name, count: entry.stickers.length })}
                    </Checkbox>
                    <div className={stickerPreview} aria-hidden="true">
                      {entry.stickers.map((sticker) => {
                        const src = resolveUrl(sticker.url);
                        return src ? <img key={sticker.id} className={stickerThumb} src={src} alt="" /> : null;
                      })}
                    </div>
                  </div>
                ))}
              </div>
              <p className={muted}>{t('accounts:edit.stickers.offered', { count: values.length, total: data.sets.length })}</p>
              <div className={row}>
                <Button type="submit" isPending={busy}>
                  {t('accounts:edit.stickers.save')}
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
