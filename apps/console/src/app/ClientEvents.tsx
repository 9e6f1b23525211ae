import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenStore, useApiClient, watchClientEvents } from '@console/ui/data';

// Wires the client's outage and access events to the app (spec §6, §8).
export function ClientEvents() {
  const client = useApiClient();
  const { i18n } = useTranslation();
  useEffect(
    () =>
      watchClientEvents(client, {
        isSignedIn: () => tokenStore.read() !== null,
        browserLanguages: () => navigator.languages,
        useEnglish: () => void i18n.changeLanguage('en'),
      }),
    [client, i18n],
  );
  return null;
}
