import { useTranslation } from 'react-i18next';
import type { PaidOverKind } from '@console/machines/rules/paidPeriod';
import { BlockingModal } from '../../../components/BlockingModal/BlockingModal.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { interpolateNodes } from '../../errors/NoAccess/interpolateNodes.tsx';
import { mutedText, text } from '../../layout/CenteredPage.css.ts';
import { actions, identity } from './PaidOverView.css.ts';

export interface PaidOverViewProps {
  /** spec §8: the title depends on whether the expired space was a trial or paid. */
  kind: PaidOverKind;
  /** Who is signed in; null while unknown. */
  user: { name: string; email: string } | null;
  onLogout: () => void;
  loggingOut: boolean;
  /** Asks for the config again: the administrator may have paid meanwhile. */
  onCheckAgain: () => void;
  checking: boolean;
}

// spec §4, §8: not paid and no settings role: a full-page modal over the page, telling the user to wait for the
// administrator to pay; it cannot be dismissed, only left by logging out (or by the payment arriving).
export function PaidOverView({ kind, user, onLogout, loggingOut, onCheckAgain, checking }: PaidOverViewProps) {
  const { t } = useTranslation('guards');
  return (
    <BlockingModal title={kind === 'trial' ? t('paidOver.trialTitle') : t('paidOver.paidTitle')}>
      <p className={text}>{t('paidOver.text')}</p>
      {user ? (
        <p className={mutedText}>
          {interpolateNodes((marks) => t('paidOver.loggedInAs', marks), {
            // <bdi>: a name with right-to-left or control characters must not reorder the sentence around it.
            name: <bdi className={identity}>{user.name}</bdi>,
            email: <bdi className={identity}>{user.email}</bdi>,
          })}
        </p>
      ) : null}
      <div className={actions}>
        <Button variant="secondary" onPress={onCheckAgain} isPending={checking}>
          {t('paidOver.checkAgain')}
        </Button>
        <Button onPress={onLogout} isPending={loggingOut}>
          {t('paidOver.logout')}
        </Button>
      </div>
    </BlockingModal>
  );
}
