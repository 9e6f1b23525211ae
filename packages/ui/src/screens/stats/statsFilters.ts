import { NetworkId, STATS_PERIOD_MAX_DAYS, type StatsQuery, type UserSettings } from '@console/api/contract';

// spec §2.3 stats/*, §3 (docs/stats.md "Screens"): the period and filters of every stats screen live in the URL query, named as the
// API names them (from, to, object_id[], company_id[], provider[], tag_id[], user_id[]); without any filter in the
// URL the user settings' filters apply, as on the lists (data/itemsQuery.ts). Saved filters keep the same names.

export const STATS_LIST_PARAMS = ['object_id', 'company_id', 'provider', 'tag_id', 'user_id'] as const;
export type StatsListParam = (typeof STATS_LIST_PARAMS)[number];

export const PERIOD_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'last365'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
/** What a stats screen shows when the URL names no period. */
export const DEFAULT_PRESET: PeriodPreset = 'last30';

export interface Period {
  from: string;
  to: string;
}

export interface StatsFilters {
  period: Period;
  lists: Record<StatsListParam, string[]>;
}

const DIGITS = /^[1-9]\d{0,8}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const VALID: Record<StatsListParam, (value: string) => boolean> = {
  object_id: (v) => DIGITS.test(v),
  company_id: (v) => DIGITS.test(v),
  provider: (v) => NetworkId.safeParse(v).success,
  tag_id: (v) => DIGITS.test(v),
  user_id: (v) => DIGITS.test(v),
};

const DAY_MS = 86_400_000;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (date: string, days: number): string => isoOf(dayMs(date) + days * DAY_MS);

/** Today's date in a time zone, "YYYY-MM-DD" (the period's days are that zone's days, docs/stats.md). */
export function todayIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A preset's days, both counted, ending today or before. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'last365':
      return { from: addDays(today, -364), to: today };
  }
}

/** The preset a period is, or null for a custom one. */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const days = presetPeriod(preset, today);
      return days.from === period.from && days.to === period.to;
    }) ?? null
  );
}

/** Why a custom period cannot be asked for (the server's 400), or null. */
export function periodProblem(period: Period): 'order' | 'tooLong' | null {
  if (period.from > period.to) return 'order';
  return (dayMs(period.to) - dayMs(period.from)) / DAY_MS + 1 > STATS_PERIOD_MAX_DAYS ? 'tooLong' : null;
}

const emptyLists = (): Record<StatsListParam, string[]> =>
  Object.fromEntries(STATS_LIST_PARAMS.map((name) => [name, [] as string[]])) as Record<StatsListParam, string[]>;

/** The user settings' filters (spec §3) as a stats screen's defaults; operators are not among them. */
export function defaultStatsLists(
  settings: Pick<UserSettings, 'object_id' | 'company_id' | 'provider' | 'tag_id'> | null,
): Record<StatsListParam, string[]> {
  const lists = emptyLists();
  if (!settings) return lists;
  lists.object_id = settings.object_id.map(String);
  lists.company_id = settings.company_id.map(String);
  lists.provider = settings.provider.filter(VALID.provider);
  lists.tag_id = settings.tag_id.map(String);
  return lists;
}

/** The period and filters of a URL search; invalid values are dropped, a missing period is the default preset. */
export function readStatsFilters(search: string, today: string, defaults: Record<StatsListParam, string[]>): StatsFilters {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period = ISO_DATE.test(from) && ISO_DATE.test(to) ? { from, to } : presetPeriod(DEFAULT_PRESET, today);
  const chosen = STATS_LIST_PARAMS.some((name) => params.has(`${name}[]`) || params.has(name));
  if (!chosen) return { period, lists: defaults };
  const lists = emptyLists();
  for (const name of STATS_LIST_PARAMS)
    lists[name] = [...new Set([...params.getAll(`${name}[]`), ...params.getAll(name)])].filter(VALID[name]);
  return { period, lists };
}

/** The URL search of a period and filters (lists written `name[]=a&name[]=b`), the other parameters kept. */
export function writeStatsFilters(search: string, filters: StatsFilters): string {
  const params = new URLSearchParams(search);
  for (const name of STATS_LIST_PARAMS) {
    params.delete(name);
    params.delete(`${name}[]`);
  }
  params.set('from', filters.period.from);
  params.set('to', filters.period.to);
  for (const name of STATS_LIST_PARAMS) for (const value of filters.lists[name]) params.append(`${name}[]`, value);
  return params.toString();
}

/** The API query of a screen's filters (contract StatsQuery): the lists sent only when they choose something. */
export function statsQueryOf(spaceId: number, filters: StatsFilters, timeZone: string): StatsQuery {
  const lists = Object.fromEntries(
    STATS_LIST_PARAMS.filter((name) => filters.lists[name].length > 0).map((name) => [`${name}[]`, filters.lists[name]]),
  ) as Partial<StatsQuery>;
  return { space_id: spaceId, from: filters.period.from, to: filters.period.to, tz: timeZone, ...lists };
}
