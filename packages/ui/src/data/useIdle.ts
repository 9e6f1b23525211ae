import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { idleMachine } from '@console/machines/idleMachine';
import { idleStore } from './idleState.ts';

// Input that counts as using the app (spec §9 "Idle time"); scroll and focus included.
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focus', 'scroll'] as const;
// A moving mouse fires dozens of events a second; one `input` a second is plenty for a 20-minute timer.
const INPUT_THROTTLE_MS = 1000;

export interface Idle {
  idle: boolean;
  /** Read at the moment (the counts poll reads idleStore, set from the same state). */
  isIdle: () => boolean;
}

/** Whether the person has not used the app for 1,200,000 ms (spec §9). */
export function useIdle(): Idle {
  const actor = useActorRef(idleMachine);
  const idle = useSelector(actor, (state) => state.hasTag('idle'));
  useEffect(() => idleStore.set(idle), [idle]);
  useEffect(() => {
    let last = 0;
    const onInput = () => {
      const now = Date.now();
      if (now - last < INPUT_THROTTLE_MS && !actor.getSnapshot().hasTag('idle')) return;
      last = now;
      actor.send({ type: 'input' });
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { passive: true, capture: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [actor]);
  return useMemo(() => ({ idle, isIdle: () => actor.getSnapshot().hasTag('idle') }), [actor, idle]);
}
