import { Attachment, type ItemAttachmentUpload } from '../../contract/attachments.ts';
import {
  Author,
  AuthorDetail,
  AuthorNote,
  AuthorsPage,
  authorBlockPath,
  authorLabelsPath,
  authorNotesPath,
  authorPath,
  authorItemsPath,
  Item,
  ItemDetail,
  itemActionPath,
  itemAttachmentsPath,
  itemPath,
  itemReplyPath,
  ITEM_AUTHORS_PATH,
  ITEMS_BULK_PATH,
  ITEMS_PATH,
  ItemsBulkResult,
  ItemsPage,
  type AuthorBlock,
  type AuthorLabelsUpdate,
  type AuthorNoteCreate,
  type AuthorsQuery,
  type ItemAction,
  type ItemsBulk,
  type ItemsQuery,
  type ItemUpdate,
  type ReplyCreate,
  type ReplyEdit,
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
  /** GET v1/items: one keyset page of the user's items. */
  list(query?: ItemsQuery): Promise<ItemsPage>;
  /** GET v1/items/{id}: the item, its post, thread and history (marks it read). */
  get(id: number): Promise<ItemDetail>;
  /** PATCH v1/items/{id} with the version the user saw; a 409 is an ApiError whose data is an ItemConflict. */
  update(id: number, update: ItemUpdate): Promise<Item>;
  /** POST v1/items/{id}/reply: our reply in the item's thread; `idempotencyKey` kept by the outbox across retries. */
  reply(id: number, reply: ReplyCreate, options?: { idempotencyKey?: string }): Promise<Item>;
  /**
   * POST v1/items/{id}/attachments: one file (base64) for a reply to the item, within the network's limits; or
   * `copy_of` a file the user uploaded for another item (a bulk reply sends each file once).
   */
  upload(id: number, file: ItemAttachmentUpload): Promise<Attachment>;
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
  /** PUT v1/items/{id}: our own comment's new text, within the network's edit window. */
  edit(id: number, edit: ReplyEdit): Promise<Item>;
  /** DELETE v1/authors/{id}/block. */
  unblockAuthor(id: number): Promise<void>;
  /** PUT v1/authors/{id}/labels: the author's labels as a whole. */
  setAuthorLabels(id: number, update: AuthorLabelsUpdate): Promise<Author>;
  /** POST v1/authors/{id}/notes. */
  addAuthorNote(id: number, note: AuthorNoteCreate): Promise<AuthorNote>;
}

export const itemsResource = defineResource<ItemsResource>(({ http }) => ({
  list: (query = {}) => http.request({ method: 'GET', path: `${ITEMS_PATH}${toSearch(query)}`, schema: ItemsPage }),
  get: (id) => http.request({ method: 'GET', path: itemPath(id), schema: ItemDetail }),
  update: (id, update) => http.request({ method: 'PATCH', path: itemPath(id), body: update, schema: Item }),
  reply: (id, reply, options = {}) =>
    http.request({ method: 'POST', path: itemReplyPath(id), body: reply, schema: Item, ...options }),
  upload: (id, file) => http.request({ method: 'POST', path: itemAttachmentsPath(id), body: file, schema: Attachment }),
  act: (id, action) => http.request({ method: 'POST', path: itemActionPath(id, action), body: {}, schema: Item }),
  bulk: (change) => http.request({ method: 'POST', path: ITEMS_BULK_PATH, body: change, schema: ItemsBulkResult }),
  authors: (query = {}) => http.request({ method: 'GET', path: `${ITEM_AUTHORS_PATH}${toSearch(query)}`, schema: AuthorsPage }),
  author: (id) => http.request({ method: 'GET', path: authorPath(id), schema: AuthorDetail }),
  authorItems: (id, query = {}) =>
    http.request({ method: 'GET', path: `${authorItemsPath(id)}${toSearch(query)}`, schema: ItemsPage }),
  blockAuthor: async (id, block) => {
    await http.request({ method: 'POST', path: authorBlockPath(id), body: block, schema: Empty });
  },
  edit: (id, edit) => http.request({ method: 'PUT', path: itemPath(id), body: edit, schema: Item }),
  unblockAuthor: async (id) => {
    await http.request({ method: 'DELETE', path: authorBlockPath(id), schema: Empty });
  },
  setAuthorLabels: (id, update) => http.request({ method: 'PUT', path: authorLabelsPath(id), body: update, schema: Author }),
  addAuthorNote: (id, note) => http.request({ method: 'POST', path: authorNotesPath(id), body: note, schema: AuthorNote }),
}));
