import { accountPath, AccountSettings, accountSettingsPath, type AccountUpdate } from '../../contract/accountSettings.ts';
import { DeletedResponse } from '../../contract/members.ts';
import { defineResource } from '../resource.ts';

export interface AccountSettingsResource {
  /** GET v1/objects/{id}/settings: the account, its settings and what removing it takes away. */
  get(id: number): Promise<AccountSettings>;
  /** PATCH v1/objects/{id}: 409 `conflict` when `seen` is no longer current. */
  update(id: number, body: AccountUpdate): Promise<AccountSettings>;
  /** DELETE v1/objects/{id}: the account with its comments and chats. */
  remove(id: number): Promise<DeletedResponse>;
}

// settings/accounts/{id} and its reactions page (contract/accountSettings.ts).
export const accountSettingsResource = defineResource<AccountSettingsResource>(({ http }) => ({
  get: (id) => http.request({ method: 'GET', path: accountSettingsPath(id), schema: AccountSettings }),
  update: (id, body) => http.request({ method: 'PATCH', path: accountPath(id), body, schema: AccountSettings }),
  remove: (id) => http.request({ method: 'DELETE', path: accountPath(id), schema: DeletedResponse }),
}));
