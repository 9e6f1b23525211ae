import { describe, expect, it } from 'vitest';
import { STATS_REPLY_TIME_BINS } from '@console/api/contract';
import { durationText as duration, replyTimeRanges } from './replyTimes.ts';

describe('reply times (docs/stats.md "Screens")', () => {
  it('says a duration in its two largest units', () => {
    const durationText = (seconds: number, language: string) => duration(seconds, language).replace(/\u00a0/g, ' ');
    expect(duration(250, 'ru')).toBe('4\u00a0мин 10\u00a0с');
    expect(durationText(250, 'ru')).toBe('4 мин 10 с');
    expect(durationText(9742, 'ru')).toBe('2 ч 42 мин');
    expect(durationText(54, 'en')).toBe('54 sec');
    expect(durationText(300, 'en')).toBe('5 min');
    expect(durationText(0, 'en')).toBe('0 sec');
    expect(durationText(90_000, 'en')).toBe('1 day 1 hr');
  });

  it('sums the bins into ranges by their middles, losing none', () => {
    const bins = Array.from({ length: STATS_REPLY_TIME_BINS }, () => 1);
    const ranges = replyTimeRanges(bins);
    expect(ranges.map((one) => one.range)).toEqual([
      'under1m',
      'from1to5m',
      'from5to15m',
      'from15to60m',
      'from1to4h',
      'from4to24h',
      'over1d',
    ]);
    expect(ranges.reduce((sum, one) => sum + one.count, 0)).toBe(STATS_REPLY_TIME_BINS);
    // Bin 11 (45…64 s, middle 54 s) is under a minute; bin 12 (64…91 s) from one to five.
    const one = (bin: number) => replyTimeRanges(bins.map((_, index) => (index === bin ? 1 : 0)));
    expect(one(11)[0]!.count).toBe(1);
    expect(one(12)[1]!.count).toBe(1);
    expect(one(47)[6]!.count).toBe(1);
  });
});
