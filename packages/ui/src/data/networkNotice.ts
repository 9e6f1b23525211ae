import { createValueStore, useValue } from './valueStore.ts';

// spec §8: the network failure message is shown once per outage; the app closes it after 10 s or on demand.
export const networkNoticeStore = createValueStore<boolean>(false);

export const useNetworkNotice = (): boolean => useValue(networkNoticeStore);
