// spec §3 "Entities and their fields": the fields the spec names, per object, as data. An answer that carries exactly
// these must work (docs/answers.md); every other field of our answers is optional with a documented default.

/** A field kept as it comes (a value, or a record whose fields the spec does not show), an object's named fields, or a list of one shape. */
export type SpecShape = true | { readonly [field: string]: SpecShape } | readonly [SpecShape];

// spec §3 User settings.
const USER_SETTINGS = {
  status: true,
  company_id: true,
  object_id: true,
  provider: true,
  reversed: true,
  tag_id: true,
  priority: true,
  hide_other: true,
  issues_assigned_to: true,
  issues_department_id: true,
  issues_sort: true,
  wh_status_notification: true,
} as const;

export const SPEC_FIELDS = {
  user: {
    id: true,
    name: true,
    email: true,
    email_status: true,
    status: true,
    roles: { messages: true, items: true, settings: true, templates: true, stats: true },
    locale: true,
    settings: USER_SETTINGS,
    is_partner: true,
  },
  space: {
    id: true,
    name: true,
    expires_at: true,
    is_trial: true,
    tariff: { id: true, name: true },
    settings: {
      user_workinghours: true,
      issues: { assigned_to: true, statuses: true },
      monitoring_count: true,
      otp_required: true,
      analytics: true,
      youscan: true,
      csi_menu: true,
      qa: true,
      labels: true,
      templates: true,
      macros: true,
      stats: true,
      bots: true,
      ai: true,
      random: true,
      audit: true,
      subscriptions: true,
    },
  },
  userStatus: { id: true, name: true, color: true, hidden: true, offline: true, space_id: true },
  workingHoursItem: {
    started_at: true,
    ended_at: true,
    status: { id: true, name: true, color: true, workinghours: true },
  },
  object: {
    id: true,
    name: true,
    provider: true,
    provider_id: true,
    screen_name: true,
    domain: true,
    image: true,
    url: true,
    error: true,
    roles: { settings: true },
    company: true,
  },
  company: { id: true, settings: { items_assigned_to: true, status_open: true, tags_mode: true } },
  savedFilter: { id: true, name: true, query: true, route: true },
} as const satisfies Record<string, SpecShape>;

const COUNTS = { issues_count: true, issues_expired_count: true, monitoring_count: true, items_count: true } as const;

/**
 * The answers of spec §7 built from those objects, by request path. The config's `loaded` is named by spec §3 but is
 * the console's own stamp of when the answer arrived (§4 config freshness): a backend need not send it. The records loaded with the
 * objects (tags, tag_groups, labels, departments, usergroups, ai_agents) have no fields in the spec ("not shown"):
 * they are kept whole.
 */
export const SPEC_ANSWERS = {
  'v1/config': {
    user: SPEC_FIELDS.user,
    spaces: [SPEC_FIELDS.space],
    user_statuses: [SPEC_FIELDS.userStatus],
    filters: [SPEC_FIELDS.savedFilter],
    emoji: true,
    ...COUNTS,
    otp_required: true,
  },
  'v1/me': SPEC_FIELDS.user,
  'v1/objects': { items: [SPEC_FIELDS.object], companies: [SPEC_FIELDS.company] },
  'v1/objects?tags=true': {
    items: [SPEC_FIELDS.object],
    companies: [SPEC_FIELDS.company],
    tags: true,
    tag_groups: true,
    labels: true,
    departments: true,
    usergroups: true,
    ai_agents: true,
  },
  'v1/companies': { items: [{ id: true }] },
  'v1/counts': COUNTS,
  'v1/tags': { tags: true },
  'v1/me/filters': [SPEC_FIELDS.savedFilter],
  'v1/me/status': { status: true },
  'v1/me/workinghours': { items: [SPEC_FIELDS.workingHoursItem] },
} as const satisfies Record<string, SpecShape>;
export type SpecAnswerPath = keyof typeof SPEC_ANSWERS;

/** The spec answer a request path and query match (`?ts` of v1/config and other parameters aside), if any. */
export function specAnswerOf(path: string, query: URLSearchParams): SpecShape | undefined {
  const bare = path.replace(/^\//, '');
  if (bare === 'v1/objects' && query.get('tags') === 'true') return SPEC_ANSWERS['v1/objects?tags=true'];
  return bare in SPEC_ANSWERS ? SPEC_ANSWERS[bare as SpecAnswerPath] : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with only the fields `shape` names (a backend that speaks the spec and no more); other values unchanged. */
export function stripToSpec(shape: SpecShape, value: unknown): unknown {
  if (shape === true) return value;
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((entry) => stripToSpec(shape[0] as SpecShape, entry)) : value;
  if (!isRecord(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(shape as Record<string, SpecShape>)) {
    if (field in value) kept[field] = stripToSpec(inner, value[field]);
  }
  return kept;
}
