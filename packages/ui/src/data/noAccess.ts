import { createValueStore, useValue } from './valueStore.ts';

// spec §4, §6, §8: a 403 sets the no-access state with the server's text; the next route change clears it.
export type NoAccess = { serverText: string | null } | null;

export const noAccessStore = createValueStore<NoAccess>(null);

export const useNoAccess = (): NoAccess => useValue(noAccessStore);
