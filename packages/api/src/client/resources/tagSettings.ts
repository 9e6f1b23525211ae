import { DeletedResponse } from '../../contract/members.ts';
import {
  LABELS_MANAGE_PATH,
  LABELS_PATH,
  labelAuthorPath,
  labelAuthorsPath,
  LabelAuthorsResponse,
  labelPath,
  LabelsManageResponse,
  ManagedLabel,
  type LabelCreate,
  type LabelUpdate,
} from '../../contract/labels.ts';
import {
  ManagedTag,
  ManagedTagGroup,
  TAG_GROUPS_PATH,
  tagGroupPath,
  tagMergePath,
  tagPath,
  TAGS_MANAGE_PATH,
  TagsManageResponse,
  type TagCreate,
  type TagGroupCreate,
  type TagGroupUpdate,
  type TagUpdate,
} from '../../contract/tags.ts';
import { TAGS_PATH } from '../../contract/usergroups.ts';
import { defineResource } from '../resource.ts';

export interface TagSettingsResource {
  tags(spaceId: number): Promise<TagsManageResponse>;
  createTag(body: TagCreate): Promise<ManagedTag>;
  updateTag(id: number, body: TagUpdate): Promise<ManagedTag>;
  deleteTag(id: number): Promise<DeletedResponse>;
  /** POST v1/tags/{id}/merge: the tag's comments carry `intoId` instead; the tag goes (contract/tags.ts). */
  mergeTag(id: number, intoId: number): Promise<ManagedTag>;
  createGroup(body: TagGroupCreate): Promise<ManagedTagGroup>;
  updateGroup(id: number, body: TagGroupUpdate): Promise<ManagedTagGroup>;
  deleteGroup(id: number): Promise<DeletedResponse>;
  labels(spaceId: number): Promise<LabelsManageResponse>;
  createLabel(body: LabelCreate): Promise<ManagedLabel>;
  updateLabel(id: number, body: LabelUpdate): Promise<ManagedLabel>;
  deleteLabel(id: number): Promise<DeletedResponse>;
  labelAuthors(id: number): Promise<LabelAuthorsResponse>;
  removeLabelAuthor(id: number, authorId: number): Promise<LabelAuthorsResponse>;
}

// settings/tags, tag_groups and labels (contract/tags.ts, contract/labels.ts): the administrator's records.
export const tagSettingsResource = defineResource<TagSettingsResource>(({ http }) => ({
  tags: (spaceId) => http.request({ method: 'GET', path: `${TAGS_MANAGE_PATH}?space_id=${spaceId}`, schema: TagsManageResponse }),
  createTag: (body) => http.request({ method: 'POST', path: TAGS_PATH, body, schema: ManagedTag }),
  updateTag: (id, body) => http.request({ method: 'PUT', path: tagPath(id), body, schema: ManagedTag }),
  deleteTag: (id) => http.request({ method: 'DELETE', path: tagPath(id), schema: DeletedResponse }),
  mergeTag: (id, intoId) =>
    http.request({ method: 'POST', path: tagMergePath(id), body: { into_id: intoId }, schema: ManagedTag }),
  createGroup: (body) => http.request({ method: 'POST', path: TAG_GROUPS_PATH, body, schema: ManagedTagGroup }),
  updateGroup: (id, body) => http.request({ method: 'PUT', path: tagGroupPath(id), body, schema: ManagedTagGroup }),
  deleteGroup: (id) => http.request({ method: 'DELETE', path: tagGroupPath(id), schema: DeletedResponse }),
  labels: (spaceId) =>
    http.request({ method: 'GET', path: `${LABELS_MANAGE_PATH}?space_id=${spaceId}`, schema: LabelsManageResponse }),
  createLabel: (body) => http.request({ method: 'POST', path: LABELS_PATH, body, schema: ManagedLabel }),
  updateLabel: (id, body) => http.request({ method: 'PUT', path: labelPath(id), body, schema: ManagedLabel }),
  deleteLabel: (id) => http.request({ method: 'DELETE', path: labelPath(id), schema: DeletedResponse }),
  labelAuthors: (id) => http.request({ method: 'GET', path: labelAuthorsPath(id), schema: LabelAuthorsResponse }),
  removeLabelAuthor: (id, authorId) =>
    http.request({ method: 'DELETE', path: labelAuthorPath(id, authorId), schema: LabelAuthorsResponse }),
}));
