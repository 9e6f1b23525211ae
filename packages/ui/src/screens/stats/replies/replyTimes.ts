import { replyTimeBinStart, STATS_REPLY_TIME_BINS } from '@console/api/contract';

// Reply times on /stats/replies and /stats/time (spec §2.3, docs/stats.md "Screens"): a duration as people say it,
// and the histogram's 48 log-scale bins summed into ranges one can read.

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * A duration in whole seconds as its two largest units in the interface language: "4 мин 10 с", "2 ч 42 мин",
 * "54 с" (a zero second unit is left out: "5 мин"). The reply times are a bin's middle, so more would be noise.
 */
export function durationText(seconds: number, language: string): string {
  let rest = Math.max(0, Math.round(seconds));
  const first = UNITS.findIndex((one) => rest >= one.seconds);
  const parts: string[] = [];
  for (const { unit, seconds: size } of UNITS.slice(first === -1 ? 3 : first, (first === -1 ? 3 : first) + 2)) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    // A part never breaks between its number and its unit (a narrow card wraps between the parts only).
    if (value > 0 || parts.length === 0)
      parts.push(
        new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value).replace(/ /g, '\u00a0'),
      );
  }
  return parts.join(' ');
}

/** The ranges the distribution is read in, each up to (not including) its `below` seconds. */
export const REPLY_TIME_RANGES = [
  { key: 'under1m', below: 60 },
  { key: 'from1to5m', below: 300 },
  { key: 'from5to15m', below: 900 },
  { key: 'from15to60m', below: 3_600 },
  { key: 'from1to4h', below: 14_400 },
  { key: 'from4to24h', below: 86_400 },
  { key: 'over1d', below: Number.POSITIVE_INFINITY },
] as const;
export type ReplyTimeRange = (typeof REPLY_TIME_RANGES)[number]['key'];

/** A bin's middle, as the percentiles read it (contract stats.ts histogramPercentile): 1 s for bin 0. */
const binMiddle = (bin: number): number => (bin === 0 ? 1 : Math.sqrt(replyTimeBinStart(bin) * replyTimeBinStart(bin + 1)));

/**
 * The bins summed per range: a bin counts in the range its middle falls in, so a range's edge is as exact as a bin
 * is wide (41 %); the sum of the ranges is the sum of the bins.
 */
export function replyTimeRanges(bins: readonly number[]): { range: ReplyTimeRange; count: number }[] {
  const counts = REPLY_TIME_RANGES.map(({ key }) => ({ range: key as ReplyTimeRange, count: 0 }));
  for (let bin = 0; bin < Math.min(bins.length, STATS_REPLY_TIME_BINS); bin++) {
    const middle = binMiddle(bin);
    counts[REPLY_TIME_RANGES.findIndex((range) => middle < range.below)]!.count += bins[bin]!;
  }
  return counts;
}
