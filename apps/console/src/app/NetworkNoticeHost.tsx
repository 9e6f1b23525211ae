import { NetworkNotice } from '@console/ui/components/NetworkNotice';
import { networkNoticeStore, useNetworkNotice } from '@console/ui/data';

// spec §8: 'Service is unavailable…', centred, closable, 10 s, once per outage. Its code is part of the app shell,
// never a lazy chunk: it is needed exactly when the network is down, when loading a chunk would fail (and reload).
export function NetworkNoticeHost() {
  const open = useNetworkNotice();
  if (!open) return null;
  return <NetworkNotice open onClose={() => networkNoticeStore.set(false)} />;
}
