import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDERS, type SocialLogin, type SocialProvider } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { alert, muted, row, sectionTitle, text } from '../../layout/SettingsPage.css.ts';
import { list, listItem } from './Profile.css.ts';
import type { SaveState } from './useSaveState.ts';
import { useDates } from '../../../format/dates.tsx';
import { SocialButtons, type SocialConfig } from '../../auth/Social/SocialButtons.tsx';

export interface SocialSectionProps {
  /** null while loading or when the list could not be loaded (error text then). */
  items: readonly SocialLogin[] | null;
  loadError: string | null;
  save: SaveState;
  onUnlink: (provider: SocialProvider) => Promise<boolean>;
  /** config.json `social`: a button per provider not linked yet starts linking it (spec §2.1 /login/{provider}). */
  socialConfig?: SocialConfig | undefined;
}

// Linked social logins (spec §2.1 /login/{provider}); linking happens by signing in with one (the social sign-in work).
export function SocialSection({ items, loadError, save, onUnlink, socialConfig }: SocialSectionProps) {
  const { t } = useTranslation('profile');
  const [asking, setAsking] = useState<SocialLogin | null>(null);
  const dates = useDates();
  const date = (seconds: number) => dates.date({ s: seconds });
  const providerName = (provider: SocialProvider) => t(`social.providers.${provider}`);
  const unlinked = SOCIAL_PROVIDERS.filter((provider) => !items?.some((item) => item.provider === provider));
  return (
    <Card as="section" aria-labelledby="profile-social">
      <h2 id="profile-social" className={sectionTitle}>
        {t('social.title')}
      </h2>
      {loadError ? (
        <p role="alert" className={alert}>
          {loadError}
        </p>
      ) : null}
      {items && items.length === 0 ? <p className={text}>{t('social.empty')}</p> : null}
      {items && items.length > 0 ? (
        <ul className={list}>
          {items.map((item) => (
            <li key={item.provider} className={listItem}>
              <span>
                <strong>{providerName(item.provider)}</strong> · {item.name} ·{' '}
                <span className={muted}>{t('social.linkedAt', { date: date(item.linked_at) })}</span>
              </span>
              <Button variant="secondary" onPress={() => setAsking(item)}>
                {t('social.unlink', { provider: providerName(item.provider) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {items && unlinked.length > 0 && !socialConfig ? (
        <p className={muted}>{t('social.available', { providers: unlinked.map(providerName).join(', ') })}</p>
      ) : null}
      {items && socialConfig ? (
        <SocialButtons
          intent="link"
          social={Object.fromEntries(Object.entries(socialConfig).filter(([provider]) => unlinked.some((p) => p === provider)))}
        />
      ) : null}
      <div role="alert" className={alert}>
        {save.status === 'failed' && !asking ? save.message : null}
      </div>
      <Dialog
        role="alertdialog"
        isOpen={asking !== null}
        onClose={() => setAsking(null)}
        isDismissable={save.status !== 'saving'}
        title={asking ? t('social.unlinkTitle', { provider: providerName(asking.provider) }) : ''}
      >
        {asking ? (
          <p className={text}>{t('social.unlinkText', { provider: providerName(asking.provider), name: asking.name })}</p>
        ) : null}
        <div className={row}>
          <Button
            variant="danger"
            isPending={save.status === 'saving'}
            onPress={() => asking && void onUnlink(asking.provider).then((done) => done && setAsking(null))}
          >
            {t('social.confirmUnlink')}
          </Button>
          <Button variant="secondary" onPress={() => setAsking(null)} isDisabled={save.status === 'saving'}>
            {t('social.cancel')}
          </Button>
        </div>
        <div role="alert" className={alert}>
          {save.status === 'failed' ? save.message : null}
        </div>
      </Dialog>
    </Card>
  );
}
