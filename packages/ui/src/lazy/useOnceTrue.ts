import { useState } from 'react';

/**
 * True from the first render where `value` is true, for the rest of the component's life: a lazily loaded overlay
 * is mounted when it is first needed and stays mounted (its state, its closing) once it has been.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  // Set during render (React re-renders at once, before committing): no frame without the overlay.
  if (value && !seen) setSeen(true);
  return seen || value;
}
