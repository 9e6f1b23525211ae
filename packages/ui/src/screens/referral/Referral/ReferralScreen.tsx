import { useTranslation } from 'react-i18next';
import { referralSignupUrl } from '@console/api/contract';
// Not through data/index.ts: the signed-in frame imports that, and this page's hooks stay in its own chunk.
import { useConsoleOrigin, useReferral } from '../../../data/referral.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { ReferralView } from './ReferralView.tsx';

// The clipboard is the browser's; a refusal (no permission, no secure context) shows the view's fallback text.
const copyToClipboard = async (text: string): Promise<void> => {
  if (!navigator.clipboard) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
};

// /settings/referral (spec §2.4 referral, §6 partners only; the route's gate keeps others out): GET v1/referral.
export function ReferralScreen() {
  const { t } = useTranslation(['common', 'billing', 'shell']);
  const referral = useReferral();
  const origin = useConsoleOrigin();
  const state = settingsPageState([referral], (error) => serverTextOf(error) ?? t('billing:referral.loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.referralPage')} state={state}>
      {referral.data ? (
        <ReferralView referral={referral.data} linkOf={(code) => referralSignupUrl(origin, code)} copy={copyToClipboard} />
      ) : null}
    </SettingsPage>
  );
}
