import { createValueStore } from './valueStore.ts';

// Whether the app is idle now (spec §9); set by useIdle, read by the counts poll at each tick.
export const idleStore = createValueStore<boolean>(false);
