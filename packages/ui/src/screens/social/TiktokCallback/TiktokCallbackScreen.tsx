import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import {
  TIKTOK_RESULT_KEY,
  tiktokCallbackOutcome,
  type TiktokDelivery,
  type TiktokOutcome,
} from '@console/machines/rules/tiktokCallback';
import { Card } from '../../../components/Card/Card.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { alert } from '../../auth/Login/LoginView.css.ts';
import { text } from '../social.css.ts';

export { TIKTOK_RESULT_KEY, type TiktokDelivery };

export interface TiktokCallbackViewProps {
  outcome: TiktokOutcome;
}

export function TiktokCallbackView({ outcome }: TiktokCallbackViewProps) {
  const { t } = useTranslation('social');
  const failure =
    outcome.kind === 'hostNotAllowed'
      ? t('tiktok.hostNotAllowed')
      : outcome.kind === 'deliver' && 'error' in outcome.result
        ? (outcome.result.error ?? t('tiktok.missingCode'))
        : null;
  return (
    <CenteredPage busy={outcome.kind === 'forward'}>
      <Card as="section" padding="lg" raised aria-labelledby="tiktok-title">
        <h1 id="tiktok-title" className={heading}>
          {t('tiktok.title')}
        </h1>
        {outcome.kind === 'forward' ? <Spinner label={t('tiktok.forwarding')} /> : null}
        {outcome.kind === 'deliver' && 'code' in outcome.result ? (
          <p role="status" className={text}>
            {t('tiktok.done')}
          </p>
        ) : null}
        <div role="alert" className={alert}>
          {failure}
        </div>
      </Card>
    </CenteredPage>
  );
}

export interface TiktokCallbackScreenProps {
  /** config.json tiktokRedirectHosts: production, a second production, local development. */
  redirectHosts: readonly string[];
  /** The browser's side effects; stories replace them. */
  effects?: { forward: (url: string) => void; deliver: (result: TiktokDelivery) => void };
}

const browserEffects = {
  forward: (url: string) => window.location.replace(url),
  deliver: (result: TiktokDelivery) => {
    const message = { type: 'callback', provider: 'tiktok', ...result };
    // Only to the console's own origin (quality.md: popup results are accepted only from it).
    window.opener?.postMessage(message, window.location.origin);
    try {
      window.localStorage.setItem(TIKTOK_RESULT_KEY, JSON.stringify({ ...message, at: Date.now() }));
    } catch {
      // the message above is enough when storage is unavailable
    }
    if (window.opener) window.close();
  },
};

// /callback/tiktok (spec §2.1): forward to the opener's host among the three configured, or hand the result over and close.
export function TiktokCallbackScreen({ redirectHosts, effects = browserEffects }: TiktokCallbackScreenProps) {
  const { t } = useTranslation('social');
  const search = useSearch();
  const [outcome] = useState(() => tiktokCallbackOutcome({ origin: window.location.origin, search, redirectHosts }));
  const missingCode = t('tiktok.missingCode');
  useEffect(() => {
    if (outcome.kind === 'forward') effects.forward(outcome.url);
    // spec §8: the opener gets the text the page shows, in the user's language.
    if (outcome.kind === 'deliver')
      effects.deliver('error' in outcome.result ? { error: outcome.result.error ?? missingCode } : outcome.result);
  }, [outcome, effects, missingCode]);
  return <TiktokCallbackView outcome={outcome} />;
}
