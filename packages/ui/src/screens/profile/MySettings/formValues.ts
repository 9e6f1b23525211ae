import {
  COMMENT_STATUSES,
  ISSUES_SORTS,
  PRIORITIES,
  PROVIDERS,
  WH_STATUS_NOTIFICATION_MINUTES,
  type ObjectsWithTagsResponse,
  type User,
  type UserSettingsUpdate,
} from '@console/api/contract';
import { companyName } from '@console/machines/rules/companies';
import type { FilterSources } from './FilterDefaults.tsx';

// The pickers' options: the user's spaces' companies, accounts and tags, and the catalogue's networks (a hidden one
// only when it is already chosen, so it can be removed).
export function filterSources(data: ObjectsWithTagsResponse, chosenProviders: readonly string[]): FilterSources {
  const networkName = (id: string) => PROVIDERS.find((p) => p.id === id)?.name ?? id;
  return {
    companies: data.companies.map((c) => ({ id: c.id, label: companyName(c) })),
    objects: data.items.map((o) => ({ id: o.id, label: `${o.name} (${networkName(o.provider)})` })),
    providers: PROVIDERS.filter((p) => !p.hidden || chosenProviders.includes(p.id)).map((p) => ({ id: p.id, label: p.name })),
    tags: data.tags.map((tag) => ({ id: tag.id, label: tag.name })),
  };
}

/**
 * The fields of the form from the user's stored settings: values outside the contract's sets, and ids no longer in
 * the user's spaces (a deleted company or account), are dropped so that saving does not fail on them.
 */
export function formValues(settings: User['settings'], sources: FilterSources): UserSettingsUpdate {
  const known = <T extends string>(values: readonly string[], allowed: readonly T[]) =>
    values.filter((v): v is T => (allowed as readonly string[]).includes(v));
  const present = <K>(ids: readonly K[], options: readonly { id: K }[]) => ids.filter((id) => options.some((o) => o.id === id));
  return {
    status: known(settings.status, COMMENT_STATUSES),
    company_id: present(settings.company_id, sources.companies),
    object_id: present(settings.object_id, sources.objects),
    provider: present(settings.provider, sources.providers),
    tag_id: present(settings.tag_id, sources.tags),
    priority: known(settings.priority, PRIORITIES),
    reversed: settings.reversed,
    hide_other: settings.hide_other,
    issues_assigned_to: settings.issues_assigned_to,
    issues_department_id: settings.issues_department_id,
    issues_sort: known(settings.issues_sort === null ? [] : [settings.issues_sort], ISSUES_SORTS)[0] ?? null,
    wh_status_notification: WH_STATUS_NOTIFICATION_MINUTES.find((m) => m === settings.wh_status_notification) ?? null,
    // Ours (docs/answers.md): sent only when stored, so a backend without it sees the spec's fields alone.
    ...(settings.after_close ? { after_close: settings.after_close } : {}),
  };
}
