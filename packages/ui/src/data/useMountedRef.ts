import { useEffect, useRef, type RefObject } from 'react';

/** True while the calling component is mounted: for work that finishes after an await and concerns only its tree. */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
