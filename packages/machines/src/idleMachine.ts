// Whether the person is using the app (spec §9 "Idle time 1,200,000 ms"): counts polling stops while idle.
import { setup } from 'xstate';
import { IDLE_AFTER_MS } from './rules/polling.ts';

export { IDLE_AFTER_MS } from './rules/polling.ts';

// Any user input (pointer, key, touch, scroll, focus); the console throttles the DOM events before sending.
export type IdleEvent = { type: 'input' };

export type IdleTag = 'idle';

export const idleMachine = setup({
  types: {
    events: {} as IdleEvent,
    tags: {} as IdleTag,
  },
  delays: {
    // spec §9: idle after 1,200,000 ms without input.
    idleAfter: IDLE_AFTER_MS,
  },
}).createMachine({
  id: 'idle',
  initial: 'active',
  states: {
    active: {
      after: { idleAfter: 'idle' },
      // Re-entering restarts the idle timer.
      on: { input: { target: 'active', reenter: true } },
    },
    idle: {
      tags: 'idle',
      on: { input: 'active' },
    },
  },
});
