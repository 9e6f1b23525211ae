import type { TFunction } from 'i18next';
import type { HistoryEntry } from '@console/api/contract';
import { visibleText } from '../../../../format/text.ts';

/** '11 h 58 min', '19 min', '42 s': what is left of a window (edit, story), from seconds. */
export function leftText(t: TFunction<'item'>, seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return t('time.seconds', { count: s });
  if (s < 3600) return t('time.minutes', { count: Math.floor(s / 60) });
  return t('time.hoursMinutes', { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) });
}

export interface Names {
  tags: ReadonlyMap<number, string>;
  /** User groups by id (spec §1), when known. */
  usergroups?: ReadonlyMap<number, string>;
  /** The space's members by id (GET v1/users), when known: the assignee by name, not by number. */
  users?: ReadonlyMap<number, string>;
}

// A history value in words: statuses, priorities and sentiments by their labels; tags, groups and members by name.
export function valueText(t: TFunction<'item'>, field: HistoryEntry['field'], value: string | null, names: Names): string {
  if (value === null || value === '') return t('history.empty');
  if (field === 'status') return t(`statuses.${value}` as 'statuses.new', { defaultValue: value });
  if (field === 'priority') return t(`priorities.${value}` as 'priorities.low', { defaultValue: value });
  if (field === 'sentiment') return t(`sentiments.${value}` as 'sentiments.none', { defaultValue: value });
  if (field === 'tags')
    return value
      .split(',')
      .map((id) => names.tags.get(Number(id)) ?? `#${id}`)
      .join(', ');
  if (field === 'usergroup') return names.usergroups?.get(Number(value)) ?? `#${value}`;
  if (field === 'assignee') return names.users?.get(Number(value)) ?? `#${value}`;
  return value;
}

const EVENTS = new Set(['reply', 'like', 'unlike', 'hide', 'unhide', 'delete', 'restore', 'report', 'exclude', 'edit']);

/** One change as a sentence: 'Anna changed status from New to Closed', or 'Anna: deleted it' for an action. */
export function changeText(t: TFunction<'item'>, entry: HistoryEntry, names: Names): string {
  // A user's name may carry bidi or zero-width characters (quality.md): shown, not obeyed.
  const who = entry.user ? visibleText(entry.user.name) : t('history.system');
  if (['status', 'priority', 'sentiment', 'tags', 'assignee', 'usergroup'].includes(entry.field))
    return t('history.changed', {
      who,
      field: t(`history.fields.${entry.field}`),
      from: valueText(t, entry.field, entry.from, names),
      to: valueText(t, entry.field, entry.to, names),
    });
  // docs/macros.md: a run is one entry, the macro's name (an administrator's text, shown as text).
  if (entry.field === 'macro') return t('history.ranMacro', { who, name: visibleText(entry.to ?? '') });
  const event = entry.field === 'edit' || entry.field === 'reply' ? entry.field : (entry.to ?? '');
  return t('history.did', {
    who,
    what: EVENTS.has(event) ? t(`history.events.${event}` as 'history.events.edit') : t(`history.fields.${entry.field}`),
  });
}
