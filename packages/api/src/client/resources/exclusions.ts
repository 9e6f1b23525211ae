import {
  accountChatSettingsPath,
  ChatSettings,
  Exclusions,
  ExclusionAuthorsResponse,
  exclusionAuthorsPath,
  accountExcludeMessagesPath,
  accountExcludePath,
  type ChatSettingsUpdate,
  type ExclusionScope,
  type ExclusionsUpdate,
} from '../../contract/exclusions.ts';
import { defineResource } from '../resource.ts';

export interface ExclusionsResource {
  get(accountId: number, scope: ExclusionScope): Promise<Exclusions>;
  put(accountId: number, scope: ExclusionScope, body: ExclusionsUpdate): Promise<Exclusions>;
  authors(accountId: number, scope: ExclusionScope, q: string): Promise<ExclusionAuthorsResponse>;
  chatSettings(accountId: number): Promise<ChatSettings>;
  putChatSettings(accountId: number, body: ChatSettingsUpdate): Promise<ChatSettings>;
}

const pathOf = (accountId: number, scope: ExclusionScope) =>
  scope === 'comments' ? accountExcludePath(accountId) : accountExcludeMessagesPath(accountId);

// accounts/{id}/exclude, exclude_messages and chats (contract/exclusions.ts).
export const exclusionsResource = defineResource<ExclusionsResource>(({ http }) => ({
  get: (accountId, scope) => http.request({ method: 'GET', path: pathOf(accountId, scope), schema: Exclusions }),
  put: (accountId, scope, body) => http.request({ method: 'PUT', path: pathOf(accountId, scope), body, schema: Exclusions }),
  authors: (accountId, scope, q) =>
    http.request({
      method: 'GET',
      path: `${exclusionAuthorsPath(accountId, scope)}?q=${encodeURIComponent(q)}`,
      schema: ExclusionAuthorsResponse,
    }),
  chatSettings: (accountId) => http.request({ method: 'GET', path: accountChatSettingsPath(accountId), schema: ChatSettings }),
  putChatSettings: (accountId, body) =>
    http.request({ method: 'PUT', path: accountChatSettingsPath(accountId), body, schema: ChatSettings }),
}));
