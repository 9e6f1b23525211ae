import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

// The current time for what the screen shows (days left, payment colours). The console uses the clock; stories
// and tests fix it (the fixtures' date), so a story looks the same whatever day it runs.
const FixedNow = createContext<number | null>(null);

export function NowProvider({ now, children }: { now: number; children: ReactNode }) {
  return <FixedNow.Provider value={now}>{children}</FixedNow.Provider>;
}

/** Unix ms, refreshed every `intervalMs` (default a minute: day counts and colours change at most that often). */
export function useNow(intervalMs = 60_000): number {
  const fixed = useContext(FixedNow);
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== null) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [fixed, intervalMs]);
  return fixed ?? now;
}
