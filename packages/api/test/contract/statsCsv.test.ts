// The statistics' one CSV serializer (docs/stats.md "CSV"): UTF-8 byte-order mark, RFC 4180 quoting, and text from the
// networks that starts with =, +, -, @, a tab or a carriage return defused; and the overall table it writes.
import { describe, expect, it } from 'vitest';
import { csvCell, csvOf, histogramPercentile, overallTable, periodDays, type StatsOverall } from '../../src/contract/index.ts';

describe('csvOf', () => {
  it('starts with the byte-order mark, ends lines with CRLF and keeps Cyrillic as it is', () => {
    const text = csvOf({ columns: ['Дата', 'Получено'], rows: [['2026-12-03', 5]] });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toBe('\uFEFFДата,Получено\r\n2026-12-03,5\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('defuses a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes separators, quotes and line breaks; leaves numbers and plain text alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });
});

describe('the overall table', () => {
  const counts = { received: 2, replies: 1, replied: 1, closed_with_reply: 1, closed_without_reply: 0 };
  const overall: StatsOverall = {
    from: '2026-12-01',
    to: '2026-12-02',
    time_zone: 'Europe/Moscow',
    totals: counts,
    reply_times: { count: 0, median_s: null, p90_s: null, bins: [] },
    days: [
      { date: '2026-12-01', ...counts },
      { date: '2026-12-02', ...counts, received: 0 },
    ],
    operators: null,
  };

  it('is one row per day with the counts in the contract order, as the CSV has it', () => {
    const headers = {
      date: 'Date',
      received: 'Received',
      replies: 'Replies',
      replied: 'Replied',
      closed_with_reply: 'Closed with a reply',
      closed_without_reply: 'Closed without a reply',
    };
    const table = overallTable(overall, headers);
    expect(table.rows).toEqual([
      ['2026-12-01', 2, 1, 1, 1, 0],
      ['2026-12-02', 0, 1, 1, 1, 0],
    ]);
    expect(csvOf(table).split('\r\n')[0]).toBe('\uFEFFDate,Received,Replies,Replied,Closed with a reply,Closed without a reply');
  });
});

describe('periods and percentiles', () => {
  it('lists the calendar days of a period, across a month and a leap day', () => {
    expect(periodDays('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(periodDays('2026-02-02', '2026-02-01')).toEqual([]);
  });

  it('reads a percentile as the middle of its bin', () => {
    const bins = Array.from({ length: 48 }, () => 0);
    bins[12] = 3; // 64–90 s
    bins[20] = 1; // 1024–1448 s
    expect(histogramPercentile(bins, 0.5)).toBe(Math.round(Math.sqrt(64 * 2 ** 6.5)));
    expect(histogramPercentile(bins, 1)).toBe(Math.round(Math.sqrt(1024 * 2 ** 10.5)));
    expect(
      histogramPercentile(
        Array.from({ length: 48 }, () => 0),
        0.5,
      ),
    ).toBeNull();
  });
});
