import {
  AuthorsPage,
  authorBlockPath,
  authorItemsPath,
  Item,
  ItemDetail,
  AuthorDetail,
  authorPath,
  itemActionPath,
  itemPath,
  itemReplyPath,
  ITEM_AUTHORS_PATH,
  ITEMS_BULK_PATH,
  ITEMS_PATH,
  ItemsBulkResult,
  ItemsPage,
  type AuthorBlock,
  type AuthorsQuery,
  type ItemAction,
  type ItemsBulk,
  type ItemsQuery,
  type ItemUpdate,
  type ReplyCreate,
} from '../../contract/items.ts';
import * as z from 'zod/mini';
import { defineResource } from '../resource.ts';

/** A query of the contract as URL parameters: a multi-valued filter repeats its name (status[]=new&status[]=open). */
export function toSearch(query: Readonly<Record<string, string | readonly string[] | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) params.append(name, one);
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

const Empty = z.object({});

export interface ItemsResource {
  /** GET v1/items: one keyset page of the user's items (issue 6). */
  list(query?: ItemsQuery): Promise<ItemsPage>;
  /** GET v1/items/{id}: the item, its post, thread and history (marks it read). */
  get(id: number): Promise<ItemDetail>;
  /** PATCH v1/items/{id} with the version the user saw; a 409 is an ApiError whose data is an ItemConflict. */
  update(id: number, update: ItemUpdate): Promise<Item>;
  /** POST v1/items/{id}/reply: our reply in the item's thread. */
  reply(id: number, reply: ReplyCreate): Promise<Item>;
  /** POST v1/items/{id}/{action}: like, hide, delete… as the network allows. */
  act(id: number, action: ItemAction): Promise<Item>;
  /** POST v1/items/bulk: one change to many items, with a result per item. */
  bulk(change: ItemsBulk): Promise<ItemsBulkResult>;
  /** GET v1/items/authors. */
  authors(query?: AuthorsQuery): Promise<AuthorsPage>;
  /** GET v1/authors/{id}: the author with the team's notes. */
  author(id: number): Promise<AuthorDetail>;
  /** GET v1/authors/{id}/items: the comments of one author, paged like the list. */
  authorItems(id: number, query?: ItemsQuery): Promise<ItemsPage>;
  /** POST v1/authors/{id}/block. */
  blockAuthor(id: number, block: AuthorBlock): Promise<void>;
}

export const itemsResource = defineResource<ItemsResource>(({ http }) => ({
  list: (query = {}) => http.request({ method: 'GET', path: `${ITEMS_PATH}${toSearch(query)}`, schema: ItemsPage }),
  get: (id) => http.request({ method: 'GET', path: itemPath(id), schema: ItemDetail }),
  update: (id, update) => http.request({ method: 'PATCH', path: itemPath(id), body: update, schema: Item }),
  reply: (id, reply) => http.request({ method: 'POST', path: itemReplyPath(id), body: reply, schema: Item }),
  act: (id, action) => http.request({ method: 'POST', path: itemActionPath(id, action), body: {}, schema: Item }),
  bulk: (change) => http.request({ method: 'POST', path: ITEMS_BULK_PATH, body: change, schema: ItemsBulkResult }),
  authors: (query = {}) => http.request({ method: 'GET', path: `${ITEM_AUTHORS_PATH}${toSearch(query)}`, schema: AuthorsPage }),
  author: (id) => http.request({ method: 'GET', path: authorPath(id), schema: AuthorDetail }),
  authorItems: (id, query = {}) =>
    http.request({ method: 'GET', path: `${authorItemsPath(id)}${toSearch(query)}`, schema: ItemsPage }),
  blockAuthor: async (id, block) => {
    await http.request({ method: 'POST', path: authorBlockPath(id), body: block, schema: Empty });
  },
}));
