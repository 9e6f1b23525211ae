import { useCallback, useState } from 'react';

/** The "load earlier messages" header's height before it is measured (a 40 px button and the gap below it). */
const ESTIMATED_HEADER = 48;
const GAP = 8;

/**
 * The header above the oldest loaded message, measured: it sits inside the virtual list's coordinates (its padding
 * at the start), so when the last page comes in and it goes, the anchored message still stays in place.
 */
export function useOlderHeader(shown: boolean): { ref: (node: HTMLElement | null) => () => void; size: number } {
  const [height, setHeight] = useState(ESTIMATED_HEADER - GAP);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return () => undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(Math.ceil(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, size: shown ? height + GAP : 0 };
}
