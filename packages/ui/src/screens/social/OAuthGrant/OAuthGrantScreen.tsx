import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { ApiError } from '@console/api/client';
import type { OAuthGrantQuery, OAuthGrantRequest } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { useMe } from '../../../data/index.ts';
import { useOAuthDecide, useOAuthGrantRequest } from '../../../data/publicPages.ts';
import { CenteredPage } from '../../layout/CenteredPage.tsx';
import { heading } from '../../layout/CenteredPage.css.ts';
import { alert } from '../../auth/Login/LoginView.css.ts';
import { row, text } from '../social.css.ts';

export interface OAuthGrantViewProps {
  request: OAuthGrantRequest | null;
  /** Whose account is asked for. */
  account: string | null;
  /** The request could not be loaded (unknown client, wrong address, network). */
  loadError: string | null;
  decisionError: string | null;
  pending: 'approve' | 'deny' | null;
  onDecide: (decision: 'approve' | 'deny') => void;
}

// spec §2.2 /oauth (grant access): a client asks for access to the signed-in user's account; the user approves or denies.
export function OAuthGrantView({ request, account, loadError, decisionError, pending, onDecide }: OAuthGrantViewProps) {
  const { t } = useTranslation('social');
  return (
    <CenteredPage busy={!request && !loadError}>
      <Card as="section" padding="lg" raised aria-labelledby="oauth-title">
        <h1 id="oauth-title" className={heading}>
          {t('oauth.title')}
        </h1>
        {loadError ? (
          <div role="alert" className={alert}>
            {loadError}
          </div>
        ) : request ? (
          <>
            <p className={text}>{t('oauth.asks', { client: request.client.name, account: account ?? '' })}</p>
            <p className={text}>{t('oauth.returnsTo', { address: new URL(request.redirect_uri).host })}</p>
            <div className={row}>
              <Button isPending={pending === 'approve'} isDisabled={pending !== null} onPress={() => onDecide('approve')}>
                {t('oauth.approve')}
              </Button>
              <Button
                variant="secondary"
                isPending={pending === 'deny'}
                isDisabled={pending !== null}
                onPress={() => onDecide('deny')}
              >
                {t('oauth.deny')}
              </Button>
            </div>
            <div role="alert" className={alert}>
              {decisionError}
            </div>
          </>
        ) : (
          <Spinner />
        )}
      </Card>
    </CenteredPage>
  );
}

const queryOf = (search: string): OAuthGrantQuery => {
  const query = new URLSearchParams(search);
  const state = query.get('state');
  return {
    client_id: query.get('client_id') ?? '',
    redirect_uri: query.get('redirect_uri') ?? '',
    response_type: 'code',
    ...(state ? { state } : {}),
  };
};

export interface OAuthGrantScreenProps {
  /** Where the browser goes with the answer; the page's own location by default (stories record it). */
  go?: (url: string) => void;
}

export function OAuthGrantScreen({ go = (url) => window.location.assign(url) }: OAuthGrantScreenProps) {
  const search = useSearch();
  const { t } = useTranslation('social');
  const [query] = useState(() => queryOf(search));
  const me = useMe();
  const [pending, setPending] = useState<'approve' | 'deny' | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const textOf = (error: ApiError) => (error.kind === 'network' ? t('error.network') : (error.serverText ?? t('error.generic')));
  const loaded = useOAuthGrantRequest(query);
  const decide = useOAuthDecide();
  const loadError = !query.client_id || !query.redirect_uri ? t('oauth.incomplete') : loaded.error ? textOf(loaded.error) : null;
  return (
    <OAuthGrantView
      request={loaded.data ?? null}
      account={me.data?.email ?? null}
      loadError={loadError}
      decisionError={decisionError}
      pending={pending}
      onDecide={(decision) => {
        setPending(decision);
        setDecisionError(null);
        decide({ ...query, decision }).then(
          (answer) => go(answer.redirect_to),
          (error: ApiError) => {
            setPending(null);
            setDecisionError(textOf(error));
          },
        );
      }}
    />
  );
}
