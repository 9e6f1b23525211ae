import { useEffect } from 'react';
import { tokenStore, useApiClient, watchClientEvents } from '@console/ui/data';
import { networkEnglishStore } from './locale.ts';

// Wires the client's outage and access events to the app (spec §6, §8).
export function ClientEvents() {
  const client = useApiClient();
  useEffect(
    () =>
      watchClientEvents(client, {
        isSignedIn: () => tokenStore.read() !== null,
        browserLanguages: () => navigator.languages,
        // Through the locale rule (LocaleSync applies it), so a query change does not undo it and ?locale=ru wins.
        useEnglish: () => networkEnglishStore.set(true),
      }),
    [client],
  );
  return null;
}
