import { Suspense, lazy } from 'react';
import { networkNoticeStore, useNetworkNotice } from '@console/ui/data';
import { loadChunk } from './chunkReload.ts';

// The notice's code loads with the first outage, not with the page (quality.md, the /login budget).
const NetworkNotice = lazy(() =>
  loadChunk(() => import('@console/ui/components/NetworkNotice')).then((m) => ({ default: m.NetworkNotice })),
);

// spec §8: 'Service is unavailable…', centred, closable, 10 s, once per outage.
export function NetworkNoticeHost() {
  const open = useNetworkNotice();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NetworkNotice open onClose={() => networkNoticeStore.set(false)} />
    </Suspense>
  );
}
