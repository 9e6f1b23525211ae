import {
  chatIssuesPath,
  DepartmentRecord,
  type DepartmentCreate,
  type DepartmentUpdate,
  Issue,
  ISSUE_AUTHORS_PATH,
  ISSUE_DEPARTMENTS_PATH,
  ISSUE_SETTINGS_PATH,
  IssueComment,
  issueCommentsPath,
  issueDepartmentPath,
  IssueDetail,
  IssueHistoryPage,
  issueHistoryPath,
  issuePath,
  ISSUES_BULK_PATH,
  ISSUES_PATH,
  IssueAuthorsPage,
  IssueSettings,
  IssueSettingsList,
  IssuesBulkResult,
  IssuesPage,
  itemIssuesPath,
  type IssueAuthorsQuery,
  type IssueCommentCreate,
  type IssueCreate,
  type IssuesBulk,
  type IssueSettingsUpdate,
  type IssuesQuery,
  type IssueUpdate,
} from '../../contract/issues.ts';
import {
  IssueAttachment,
  issueAttachmentPath,
  issueAttachmentsPath,
  IssueAttachmentLink,
} from '../../contract/issueAttachments.ts';
import type { AttachmentUpload } from '../../contract/attachments.ts';
import * as z from 'zod/mini';
import { defineResource } from '../resource.ts';
import { toSearch } from './items.ts';

const Empty = z.object({});
type IssueHistory = z.infer<typeof IssueHistoryPage>;
type IssueComments = { items: IssueComment[] };
const IssueComments = z.object({ items: z.array(IssueComment) });

export interface IssuesResource {
  /** GET v1/issues: one keyset page; a filter left out reads the user settings issues_* (docs/issues.md). */
  list(query?: IssuesQuery): Promise<IssuesPage>;
  /** GET v1/issues/{id}: the issue, its team thread and history. */
  get(id: number): Promise<IssueDetail>;
  /** POST v1/issues: blank (space_id) or from a comment (item_id) or chat (chat_id), linked both ways. */
  create(body: IssueCreate): Promise<Issue>;
  /** PATCH v1/issues/{id} with the version the user saw; a 409 is an ApiError whose data is an IssueConflict. */
  update(id: number, body: IssueUpdate): Promise<Issue>;
  /** POST v1/issues/bulk: one status or assignment for many issues. */
  bulk(body: IssuesBulk): Promise<IssuesBulkResult>;
  comments(id: number): Promise<IssueComments>;
  comment(id: number, body: IssueCommentCreate): Promise<IssueComment>;
  history(id: number): Promise<IssueHistory>;
  /** GET v1/issues/authors: the customers issues were made for. */
  authors(query?: z.infer<typeof IssueAuthorsQuery>): Promise<z.infer<typeof IssueAuthorsPage>>;
  /** GET v1/items/{id}/issues and v1/chats/{id}/issues: the issues linking a comment or a chat. */
  ofItem(itemId: number): Promise<IssuesPage>;
  ofChat(chatId: number): Promise<IssuesPage>;
  /** GET v1/issues/settings: per space (every space of the user when `spaceId` is null). */
  settings(spaceId: number | null): Promise<z.infer<typeof IssueSettingsList>>;
  updateSettings(body: IssueSettingsUpdate): Promise<IssueSettings>;
  createDepartment(body: z.infer<typeof DepartmentCreate>): Promise<DepartmentRecord>;
  updateDepartment(id: number, body: z.infer<typeof DepartmentUpdate>): Promise<DepartmentRecord>;
  removeDepartment(id: number): Promise<void>;
  /** docs/issues.md "Attachments": POST one file (base64), GET its short signed link, DELETE it (history entries). */
  uploadAttachment(id: number, file: AttachmentUpload): Promise<IssueAttachment>;
  attachmentLink(id: number, fileId: number): Promise<IssueAttachmentLink>;
  removeAttachment(id: number, fileId: number): Promise<void>;
}

// The issues (tasks) of docs/issues.md: the list, the page, creation, settings/issues and its departments.
export const issuesResource = defineResource<IssuesResource>(({ http }) => ({
  list: (query = {}) => http.request({ method: 'GET', path: `${ISSUES_PATH}${toSearch(query)}`, schema: IssuesPage }),
  get: (id) => http.request({ method: 'GET', path: issuePath(id), schema: IssueDetail }),
  create: (body) => http.request({ method: 'POST', path: ISSUES_PATH, body, schema: Issue }),
  update: (id, body) => http.request({ method: 'PATCH', path: issuePath(id), body, schema: Issue }),
  bulk: (body) => http.request({ method: 'POST', path: ISSUES_BULK_PATH, body, schema: IssuesBulkResult }),
  comments: (id) => http.request({ method: 'GET', path: issueCommentsPath(id), schema: IssueComments }),
  comment: (id, body) => http.request({ method: 'POST', path: issueCommentsPath(id), body, schema: IssueComment }),
  history: (id) => http.request({ method: 'GET', path: issueHistoryPath(id), schema: IssueHistoryPage }),
  authors: (query = {}) =>
    http.request({ method: 'GET', path: `${ISSUE_AUTHORS_PATH}${toSearch(query)}`, schema: IssueAuthorsPage }),
  ofItem: (itemId) => http.request({ method: 'GET', path: itemIssuesPath(itemId), schema: IssuesPage }),
  ofChat: (chatId) => http.request({ method: 'GET', path: chatIssuesPath(chatId), schema: IssuesPage }),
  settings: (spaceId) =>
    http.request({
      method: 'GET',
      path: spaceId === null ? ISSUE_SETTINGS_PATH : `${ISSUE_SETTINGS_PATH}?space_id=${spaceId}`,
      schema: IssueSettingsList,
    }),
  updateSettings: (body) => http.request({ method: 'PUT', path: ISSUE_SETTINGS_PATH, body, schema: IssueSettings }),
  createDepartment: (body) => http.request({ method: 'POST', path: ISSUE_DEPARTMENTS_PATH, body, schema: DepartmentRecord }),
  updateDepartment: (id, body) =>
    http.request({ method: 'PATCH', path: issueDepartmentPath(id), body, schema: DepartmentRecord }),
  removeDepartment: async (id) => {
    await http.request({ method: 'DELETE', path: issueDepartmentPath(id), schema: Empty });
  },
  uploadAttachment: (id, file) =>
    http.request({ method: 'POST', path: issueAttachmentsPath(id), body: file, schema: IssueAttachment }),
  attachmentLink: (id, fileId) =>
    http.request({ method: 'GET', path: issueAttachmentPath(id, fileId), schema: IssueAttachmentLink }),
  removeAttachment: async (id, fileId) => {
    await http.request({ method: 'DELETE', path: issueAttachmentPath(id, fileId), schema: Empty });
  },
}));
