import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toastQueue } from '@console/ui/components/Toast/queue';
import { loadChunk } from './chunkReload.ts';

// The toast region's code loads with the first toast, not with the page (quality.md, the /login budget).
const ToastRegion = lazy(() => loadChunk(() => import('@console/ui/components/Toast')).then((m) => ({ default: m.ToastRegion })));

let needed = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const isNeeded = () => (needed ||= toastQueue.visibleToasts.length > 0);

export function Toasts() {
  const show = useSyncExternalStore(subscribe, isNeeded, isNeeded);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
