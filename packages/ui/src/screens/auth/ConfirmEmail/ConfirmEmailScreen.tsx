import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Redirect, useRoute } from 'wouter';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { useConfirmEmailMachine } from '../../../data/signup.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { muted, status, success, text } from '../publicForm.css.ts';

// /confirm_email/{hash} (spec §2.1, §7, §8, §9): waiting; the server's message and good wishes; then on (with a
// token: signed in, by the objects; without: to the root after 2.5 s); failure: 'Email confirmation failed'.
export function ConfirmEmailScreen() {
  const { t } = useTranslation('signup');
  const [, params] = useRoute<{ hash: string }>('/confirm_email/:hash');
  const machine = useConfirmEmailMachine();
  const [state] = useMachine(machine, { input: { hash: params?.hash ?? '' } });

  if (state.matches('done')) {
    const target = state.output?.redirectTo ?? '/';
    return <Redirect key={target} to={target} replace />;
  }

  const failed = state.hasTag('failure');
  const waiting = state.hasTag('waiting');
  return (
    <CenteredPage busy={waiting}>
      <Card as="section" padding="lg" raised aria-labelledby="confirm-title">
        {failed ? (
          <>
            <h1 id="confirm-title" className={heading}>
              {t('confirm.failedTitle')}
            </h1>
            <p role="alert" className={text}>
              {t('confirm.failedText')}
            </p>
            <Link href="/login" variant="standalone">
              {t('confirm.toLogin')}
            </Link>
          </>
        ) : (
          <>
            <h1 id="confirm-title" className={heading}>
              {t('confirm.title')}
            </h1>
            {waiting ? (
              <p className={status}>
                <Spinner size="sm" label={t('confirm.waiting')} />
                <span className={text}>{t('confirm.waiting')}</span>
              </p>
            ) : (
              <>
                <p role="status" className={success}>
                  {state.context.message}
                </p>
                <p className={text}>{t('confirm.wishes')}</p>
                <p className={muted}>{t('confirm.redirecting')}</p>
              </>
            )}
          </>
        )}
      </Card>
    </CenteredPage>
  );
}
