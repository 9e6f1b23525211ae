import type { ApiClient } from '@console/api/client';
import { isRussianBrowser } from '@console/locales';
import { networkNoticeStore } from './networkNotice.ts';

export interface ClientEventWiring {
  isSignedIn: () => boolean;
  browserLanguages: () => readonly string[];
  /** Switches the interface language (spec §8: English for non-Russian browsers when signed out). */
  useEnglish: () => void;
}

// Turns the client's outage events into the app's reactions (spec §8); returns the unsubscribe. A 403 and an
// expired session are handled by the signed-in frame, which is mounted whenever a session makes calls.
export function watchClientEvents(client: Pick<ApiClient, 'subscribe'>, wiring: ClientEventWiring): () => void {
  let outage = false;
  return client.subscribe((event) => {
    switch (event.type) {
      case 'network.down':
        if (outage) return; // once per outage
        outage = true;
        networkNoticeStore.set(true);
        if (!wiring.isSignedIn() && !isRussianBrowser(wiring.browserLanguages())) wiring.useEnglish();
        return;
      case 'network.up':
        outage = false;
        return;
      default:
        return;
    }
  });
}
