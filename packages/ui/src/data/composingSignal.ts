import { useCallback, useRef } from 'react';
import { COMPOSING_EVERY_MS, type ComposingMessage } from '@console/api/contract';
import { useOptionalLiveConnection } from './LiveConnection.tsx';

/** A callback for each keystroke in the composer: tells the socket at most every COMPOSING_EVERY_MS. */
export function useComposingSignal(target: ComposingMessage['target']): () => void {
  const live = useOptionalLiveConnection();
  const last = useRef(Number.NEGATIVE_INFINITY);
  const { type, id } = target;
  return useCallback(() => {
    const now = Date.now();
    if (!live || now - last.current < COMPOSING_EVERY_MS) return;
    last.current = now;
    live.composing({ type, id });
  }, [live, type, id]);
}
