import { createValueStore, useValue } from '../../../data/valueStore.ts';

// spec §4, §8: a logout for a failed refresh sends the user to /login, where the text 'Session expired' waits.
export type LoginNotice = 'sessionExpired';

const loginNoticeStore = createValueStore<LoginNotice | null>(null);

/** Shows (or with null removes) the notice above the login form; the form clears it when the user submits. */
export const setLoginNotice = (notice: LoginNotice | null): void => loginNoticeStore.set(notice);

export const getLoginNotice = (): LoginNotice | null => loginNoticeStore.get();

export const useLoginNotice = (): LoginNotice | null => useValue(loginNoticeStore);
