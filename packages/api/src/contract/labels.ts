import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';
import { TagColor } from './tags.ts';

// settings/labels, labels/new, labels/{id}, labels/{id}/authors (spec §2.4; spec §1 "author labels"): the labels of a
// space and the authors carrying one. Not shown by the spec (architecture.md: designed in the style of the others); under
// v1/labels, so the space setting `labels` switched off refuses them (docs/sections.md).
export const LABELS_MANAGE_PATH = 'v1/labels/manage';
export const LABELS_PATH = 'v1/labels';
export const labelPath = (id: number): string => `${LABELS_PATH}/${id}`;
export const labelAuthorsPath = (id: number): string => `${labelPath(id)}/authors`;
export const labelAuthorPath = (id: number, authorId: number): string => `${labelAuthorsPath(id)}/${authorId}`;

export const LABEL_NAME_MAX = 60;
const LabelName = z.string().check(z.trim(), z.minLength(1), z.maxLength(LABEL_NAME_MAX));

/** A label as settings shows it: how many authors carry it, so deleting it says first what happens to them. */
export const ManagedLabel = z.object({
  id: z.int(),
  space_id: z.int(),
  name: z.string(),
  color: z.string(),
  authors_count: z.int(),
});
export type ManagedLabel = z.infer<typeof ManagedLabel>;

export const LabelsManageQuery = z.object({ space_id: z.optional(RequestIdParam) });
export const LabelsManageResponse = z.object({ items: z.array(ManagedLabel) });
export type LabelsManageResponse = z.infer<typeof LabelsManageResponse>;

export const LabelCreate = z.object({ space_id: RequestId, name: LabelName, color: TagColor });
export type LabelCreate = z.infer<typeof LabelCreate>;
/** The label as the form began from it (ours, docs/error-types.md `conflict`). */
export const LabelSeen = z.object({
  name: z.string().check(z.maxLength(LABEL_NAME_MAX * 4)),
  color: z.string().check(z.maxLength(16)),
});
export type LabelSeen = z.infer<typeof LabelSeen>;
export const LabelUpdate = z.object({ name: LabelName, color: TagColor, seen: z.optional(LabelSeen) });
export type LabelUpdate = z.infer<typeof LabelUpdate>;
export const LabelConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: ManagedLabel });
export type LabelConflict = z.infer<typeof LabelConflict>;

/** An author carrying the label (untrusted name and picture from the network). */
export const LabelAuthor = z.object({
  id: z.int(),
  name: z.string(),
  provider: z.string(),
  avatar: z.nullable(z.string()),
});
export type LabelAuthor = z.infer<typeof LabelAuthor>;
export const LabelAuthorsResponse = z.object({ label: ManagedLabel, items: z.array(LabelAuthor) });
export type LabelAuthorsResponse = z.infer<typeof LabelAuthorsResponse>;
export const LabelAuthorParams = z.object({ id: RequestIdParam, author_id: RequestIdParam });
