import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effectiveTimeZone } from '@console/machines/rules/timeZone';
import { useConfig, useMe } from '../../../data/index.ts';
import { serverTextOf, useProfileActions, useSocialLogins, useTwoFactorStatus } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { banner } from '../../layout/SettingsPage.css.ts';
import { EmailSection } from './EmailSection.tsx';
import { LocaleSection } from './LocaleSection.tsx';
import { NameSection } from './NameSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SocialSection } from './SocialSection.tsx';
import type { SocialConfig } from '../../auth/Social/SocialButtons.tsx';
import { TwoFactorSection, type Step } from './TwoFactorSection.tsx';
import { useSaveState } from './useSaveState.ts';

// The dialog (and its machine) loads when first opened; every signed-in page has it loaded already (EmailConfirmation).
const EmailDialog = lazy(() => import('../../session/EmailDialog/EmailDialog.tsx').then((m) => ({ default: m.EmailDialog })));

export interface ProfileScreenProps {
  /** Stories: the two-factor section starts in this step. */
  twoFactorStep?: Step;
  /** ms; the clock of the time-zone line (stories fix it). */
  now?: number;
  /** config.json `social`: the providers the section offers to link; none without it. */
  social?: SocialConfig;
}

// /settings/profile: name, email (with the email dialog), password, social logins, two-factor, locale and time zone.
export function ProfileScreen({ twoFactorStep, now, social: socialConfig }: ProfileScreenProps) {
  const { t } = useTranslation(['common', 'profile', 'shell']);
  const me = useMe();
  const config = useConfig();
  const social = useSocialLogins();
  const otp = useTwoFactorStatus();
  const actions = useProfileActions();
  const [emailOpen, setEmailOpen] = useState(false);
  const saves = {
    name: useSaveState(),
    password: useSaveState(),
    social: useSaveState(),
    otp: useSaveState(),
    locale: useSaveState(),
  };
  const loadError = (error: unknown) => (error ? (serverTextOf(error) ?? t('profile:loadFailed')) : null);

  const user = me.data;
  const space = config.data?.spaces[0] ?? null;
  const state = settingsPageState([me, config], () => t('profile:loadFailed'));

  return (
    <SettingsPage title={t('shell:titles.profilePage')} state={state}>
      {user && config.data ? (
        <>
          {config.data.otp_required ? (
            <p role="alert" className={banner}>
              {t('profile:otpRequiredBanner')}
            </p>
          ) : null}
          <NameSection
            name={user.name}
            save={saves.name.state}
            onSave={(name) => void saves.name.run(() => actions.updateProfile({ name }))}
          />
          <EmailSection email={user.email} confirmed={user.email_status >= 1} onOpenDialog={() => setEmailOpen(true)} />
          <PasswordSection
            save={saves.password.state}
            onChange={(change) => saves.password.run(() => actions.changePassword(change))}
          />
          <TwoFactorSection
            status={otp.data ?? null}
            loadError={loadError(otp.error)}
            save={saves.otp.state}
            initialStep={twoFactorStep}
            onSetup={async () => {
              let setup = null;
              const done = await saves.otp.run(async () => (setup = await actions.setupTwoFactor()));
              if (done) saves.otp.reset();
              return setup;
            }}
            onConfirm={async (code) => {
              let codes: string[] | null = null;
              if (await saves.otp.run(async () => (codes = await actions.confirmTwoFactor(code)))) saves.otp.reset();
              return codes;
            }}
            onDisable={(code) => saves.otp.run(() => actions.disableTwoFactor(code))}
            onRegenerate={async (code) => {
              let codes: string[] | null = null;
              if (await saves.otp.run(async () => (codes = await actions.regenerateRecoveryCodes(code)))) saves.otp.reset();
              return codes;
            }}
          />
          <SocialSection
            items={social.data?.items ?? null}
            loadError={loadError(social.error)}
            save={saves.social.state}
            onUnlink={(provider) => saves.social.run(() => actions.unlinkSocial(provider))}
            socialConfig={socialConfig}
          />
          <LocaleSection
            locale={user.locale}
            timeZone={user.time_zone ?? null}
            workspaceTimeZone={space?.time_zone ?? effectiveTimeZone(null, null)}
            effectiveTimeZone={effectiveTimeZone(user, space)}
            now={now ?? Date.now()}
            save={saves.locale.state}
            onSave={(values) => void saves.locale.run(() => actions.updateProfile(values))}
          />
          {emailOpen ? (
            <Suspense fallback={null}>
              <EmailDialog
                email={user.email_pending ?? user.email}
                isOpen
                startInEdit={user.email_status >= 1}
                onClose={() => setEmailOpen(false)}
              />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </SettingsPage>
  );
}
