import * as z from 'zod/mini';
import { RequestId } from './ids.ts';
import { providerOf, PROVIDERS } from './providers.ts';
import { AfterClose } from './afterClose.ts';

// My settings (spec §3 user settings): the defaults of the lists, issues preferences, the status lead time.
export const USER_SETTINGS_PATH = 'v1/me/settings';

// spec §3 value sets, as on the wire (architecture.md "Value sets and locale").
export const COMMENT_STATUSES = ['new', 'inprogress', 'open', 'closed', 'deleted', 'delayed', 'waiting'] as const;
export const PRIORITIES = ['low', 'normal', 'high'] as const;
// spec §9: default status filter new and inprogress.
export { DEFAULT_STATUS_FILTER } from '@console/spec';
export const ISSUES_SORTS = ['created_desc', 'created_asc', 'updated_desc', 'due_asc', 'priority_desc'] as const;
// Minutes before a scheduled status change to tell the user (spec §4 working-hours scheduler); null = never.
export const WH_STATUS_NOTIFICATION_MINUTES = [5, 10, 15, 30, 60] as const;

export const CommentStatus = z.enum(COMMENT_STATUSES);
export const Priority = z.enum(PRIORITIES);
export const IssuesSort = z.enum(ISSUES_SORTS);

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

// At most this many companies, accounts or tags in one default filter.
export const MAX_FILTER_IDS = 500;
const filterIds = z.array(RequestId).check(z.maxLength(MAX_FILTER_IDS), z.refine(unique));

/**
 * A network of the provider catalogue (spec §3). The issue's code is the server's and the mocks' error text key, so
 * an unknown network is answered with its own text rather than a list of fields.
 */
export const CatalogueProvider = z.string().check(z.refine((id) => providerOf(id) !== undefined, { error: 'unknownProvider' }));

/**
 * PUT v1/me/settings: every field of spec §3 user settings. The ids must name companies, accounts and tags of the
 * user's own spaces: the server (and the mocks) answer 400 otherwise.
 */
export const UserSettingsUpdate = z.object({
  status: z.array(CommentStatus).check(z.maxLength(COMMENT_STATUSES.length), z.refine(unique)),
  company_id: filterIds,
  object_id: filterIds,
  provider: z.array(CatalogueProvider).check(z.maxLength(PROVIDERS.length), z.refine(unique)),
  tag_id: filterIds,
  priority: z.array(Priority).check(z.maxLength(PRIORITIES.length), z.refine(unique)),
  reversed: z.boolean(),
  hide_other: z.boolean(),
  issues_assigned_to: z.nullable(RequestId),
  issues_department_id: z.array(RequestId).check(z.maxLength(100), z.refine(unique)),
  issues_sort: z.nullable(IssuesSort),
  wh_status_notification: z.nullable(z.literal(WH_STATUS_NOTIFICATION_MINUTES)),
  // Ours (docs/answers.md): optional, so a client that sends only the spec's fields keeps the stored choice.
  after_close: z.optional(AfterClose),
});
export type UserSettingsUpdate = z.infer<typeof UserSettingsUpdate>;
