import * as z from 'zod/mini';
import { RequestId, RequestIdDigits, RequestIdParam } from './ids.ts';
import { NetworkId } from './networks.ts';

// spec §7: GET v1/templates (params), cached by the client 30 min per identical params.
export const TEMPLATES_PATH = 'v1/templates';

// Filters as query parameters (architecture.md): all optional.
export const TemplatesQuery = z.object({
  object_id: z.optional(RequestIdDigits),
  provider: z.optional(z.string()),
  q: z.optional(z.string().check(z.maxLength(200))),
});
export type TemplatesQuery = z.infer<typeof TemplatesQuery>;

export const Template = z.object({
  id: z.int(),
  name: z.string(),
  text: z.string(),
  provider: z.nullable(z.string()),
});
export type Template = z.infer<typeof Template>;

export const TemplatesResponse = z.object({ items: z.array(Template) });
export type TemplatesResponse = z.infer<typeof TemplatesResponse>;

// settings/templates, templates/new, templates/{id} (spec §2.4; the templates role and the space setting templates,
// spec §2.5, §6): the space's templates as their editors see them. Not shown by the spec (architecture.md: designed in
// the style of the others); under v1/templates, so the space setting `templates` switched off refuses them
// (docs/sections.md). GET v1/templates above stays the composer's source.
export const TEMPLATES_MANAGE_PATH = 'v1/templates/manage';
export const templatePath = (id: number): string => `${TEMPLATES_PATH}/${id}`;

export const TEMPLATE_NAME_MAX = 100;
/** A hard ceiling of the stored text; the scope's network limit is the form's (templateLength.ts). */
export const TEMPLATE_TEXT_MAX = 10_000;
const TemplateName = z.string().check(z.trim(), z.minLength(1), z.maxLength(TEMPLATE_NAME_MAX));
const TemplateText = z.string().check(
  z.minLength(1),
  z.maxLength(TEMPLATE_TEXT_MAX),
  z.refine((text) => text.trim() !== ''),
);

/** A template with its scope: every network (provider null), one network, or one account of it (object_id). */
export const ManagedTemplate = z.object({
  id: z.int(),
  space_id: z.int(),
  name: z.string(),
  text: z.string(),
  provider: z.nullable(z.string()),
  object_id: z.nullable(z.int()),
});
export type ManagedTemplate = z.infer<typeof ManagedTemplate>;

export const TemplatesManageQuery = z.object({ space_id: z.optional(RequestIdParam) });
export const TemplatesManageResponse = z.object({ items: z.array(ManagedTemplate) });
export type TemplatesManageResponse = z.infer<typeof TemplatesManageResponse>;

const TemplateFields = {
  name: TemplateName,
  text: TemplateText,
  provider: z.nullable(NetworkId),
  object_id: z.nullable(RequestId),
};
export const TemplateCreate = z.object({ space_id: RequestId, ...TemplateFields });
export type TemplateCreate = z.infer<typeof TemplateCreate>;
/** The template as the form began from it (ours, docs/error-types.md `conflict`). */
export const TemplateSeen = z.object({
  name: z.string().check(z.maxLength(TEMPLATE_NAME_MAX * 4)),
  text: z.string().check(z.maxLength(TEMPLATE_TEXT_MAX * 2)),
  provider: z.nullable(z.string().check(z.maxLength(40))),
  object_id: z.nullable(RequestId),
});
export type TemplateSeen = z.infer<typeof TemplateSeen>;
export const TemplateUpdate = z.object({ ...TemplateFields, seen: z.optional(TemplateSeen) });
export type TemplateUpdate = z.infer<typeof TemplateUpdate>;
export const TemplateConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: ManagedTemplate });
export type TemplateConflict = z.infer<typeof TemplateConflict>;
