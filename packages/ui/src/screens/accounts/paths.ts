// spec §2.4: the account pages under /settings/accounts.
export const ACCOUNTS_PATH = '/settings/accounts';
export const addAccountPath = (companyId?: number): string =>
  companyId === undefined ? `${ACCOUNTS_PATH}/add` : `${ACCOUNTS_PATH}/add?company=${companyId}`;
export const addSuccessPath = (objectId: number, companyId: number): string =>
  `${ACCOUNTS_PATH}/add/success?company=${companyId}&object_id=${objectId}`;

/** A positive id from a query value, or null. */
export const idOf = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/** spec §2.4 account-edit: one account's page (name, company, its settings). */
export const accountEditPath = (id: number): string => `${ACCOUNTS_PATH}/${id}`;
