import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccountProvider, type SocialObject } from '@console/api/contract';
import { useAccountProviders } from '../../data/accounts.ts';
import { authorizationUrlOf, usePopupResults, type OpenPopup } from './popup.ts';

export type ReconnectOutcome = { ok: true; name: string } | { ok: false; text: string } | null;

/**
 * Reconnecting an account in error through its provider's popup (spec §2.2), which updates it and clears the error:
 * the accounts page's and the errors page's. `onReconnected` refreshes what the page lists.
 */
export function useAccountReconnect(openPopup: OpenPopup, onReconnected: () => void) {
  const { t } = useTranslation('accounts');
  const providers = useAccountProviders();
  const [reconnecting, setReconnecting] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ReconnectOutcome>(null);

  usePopupResults((result) => {
    setReconnecting(null);
    setOutcome(result.ok ? { ok: true, name: result.object.name } : { ok: false, text: result.error });
    if (result.ok) onReconnected();
  });

  const reconnect = (object: SocialObject) => {
    const entry = providers.data?.items.find((item) => item.id === object.provider);
    if (!entry || !isAccountProvider(object.provider)) return;
    const url = authorizationUrlOf(
      entry.authorize_url,
      object.provider,
      object.company,
      window.location.origin,
      object.provider_id,
    );
    if (url === null) return;
    setOutcome(null);
    if (openPopup(url)) setReconnecting(object.id);
    else setOutcome({ ok: false, text: t('add.popupBlocked') });
  };

  return { reconnect: providers.data ? reconnect : undefined, reconnecting, outcome };
}
