import * as z from 'zod/mini';
import { RequestId } from './ids.ts';
import { COMPANIES_PATH, type Company, Company as CompanySchema } from './objects.ts';

// Companies of a space (spec §1: administrators manage accounts, companies, users; §3 Company). GET v1/companies is the
// spec's (§7); creating, renaming, the settings and deleting are ours, in its style: POST v1/companies,
// PATCH and DELETE v1/companies/{id} (docs/companies.md).
export const companyPath = (id: number): string => `${COMPANIES_PATH}/${id}`;

export const COMPANY_NAME_MAX = 100;
const CompanyName = z.string().check(z.trim(), z.minLength(1), z.maxLength(COMPANY_NAME_MAX));

/**
 * spec §3 Company.settings.tags_mode, ours to define (docs/companies.md): which tags the company's comments and chats
 * may carry. 'any': every tag of the space; 'grouped': only tags in a tag group; 'none': no tags. An unknown value
 * (another backend's) behaves as 'any' (`tagsModeOf`).
 */
export const TAGS_MODES = ['any', 'grouped', 'none'] as const;
export type TagsMode = (typeof TAGS_MODES)[number];
export const tagsModeOf = (value: string | undefined | null): TagsMode =>
  (TAGS_MODES as readonly string[]).includes(value ?? '') ? (value as TagsMode) : 'any';

/** Whether a tag (in its group or in none) may be put on an item of a company with this tags_mode. */
// A tag of GET v1/tags or v1/objects?tags=true carries its group_id (ours, optional: another backend's reads as none).
export const tagAllowedIn = (mode: string | undefined | null, tag: { id: number; group_id?: unknown }): boolean => {
  const known = tagsModeOf(mode);
  if (known === 'none') return false;
  if (known === 'grouped') return typeof tag.group_id === 'number';
  return true;
};

export const CompanySettingsInput = z.object({
  /** A member of the company's space (400 otherwise); null: nobody. */
  items_assigned_to: z.nullable(RequestId),
  status_open: z.boolean(),
  /** One of TAGS_MODES (a request is strict; answers degrade). */
  tags_mode: z.enum(TAGS_MODES),
});
export type CompanySettingsInput = z.infer<typeof CompanySettingsInput>;

export const CompanyCreate = z.object({ space_id: RequestId, name: CompanyName });
export type CompanyCreate = z.infer<typeof CompanyCreate>;

/** The company as the form began from it (docs/error-types.md `conflict`). */
export const CompanySeen = z.object({
  name: z.string().check(z.maxLength(COMPANY_NAME_MAX * 4)),
  settings: z.object({
    items_assigned_to: z.nullable(z.int()),
    status_open: z.boolean(),
    tags_mode: z.string().check(z.maxLength(32)),
  }),
});
export type CompanySeen = z.infer<typeof CompanySeen>;

/** PATCH v1/companies/{id}: the name, the settings, or both; `seen` refuses a save begun before another's (409). */
export const CompanyUpdate = z.object({
  name: z.optional(CompanyName),
  settings: z.optional(CompanySettingsInput),
  seen: z.optional(CompanySeen),
});
export type CompanyUpdate = z.infer<typeof CompanyUpdate>;

/** A 409's body (error_type 'conflict'): the company as it is now. */
export const CompanyConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: CompanySchema });
export type CompanyConflict = z.infer<typeof CompanyConflict>;

export const seenOfCompany = (company: Company): CompanySeen => ({
  name: company.name ?? '',
  settings: {
    items_assigned_to: company.settings.items_assigned_to,
    status_open: company.settings.status_open,
    tags_mode: company.settings.tags_mode,
  },
});
