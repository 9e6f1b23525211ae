import { accountStickersPath, AccountStickers, type AccountStickersUpdate } from '../../contract/stickers.ts';
import { defineResource } from '../resource.ts';

export interface StickersResource {
  /** GET v1/objects/{id}/stickers: the provider's sticker sets with the account's switches. */
  get(id: number): Promise<AccountStickers>;
  /** PATCH v1/objects/{id}/stickers: 409 `conflict` when `seen` is no longer current. */
  update(id: number, body: AccountStickersUpdate): Promise<AccountStickers>;
}

// settings/accounts/{id}/stickers (contract/stickers.ts).
export const stickersResource = defineResource<StickersResource>(({ http }) => ({
  get: (id) => http.request({ method: 'GET', path: accountStickersPath(id), schema: AccountStickers }),
  update: (id, body) => http.request({ method: 'PATCH', path: accountStickersPath(id), body, schema: AccountStickers }),
}));
