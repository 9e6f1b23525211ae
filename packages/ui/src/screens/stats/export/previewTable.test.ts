import { describe, expect, it } from 'vitest';
import { STATS_EXPORT_TABLES } from '@console/api/contract';
import { PREVIEW_KINDS, previewRows } from './previewTable.ts';

// docs/stats.md "Screens" /stats/export: the preview shows each column as the section's own table does; the CSV keeps
// the raw values.
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('previewRows', () => {
  it('shows a share as a whole percentage, not the raw fraction', () => {
    const [row] = previewRows('posts', [['Пост', 'https://vk.com/wall1_1', 3, 2 / 3, 1 / 3]], 'ru');
    expect(row!.map(nbsp)).toEqual(['Пост', 'https://vk.com/wall1_1', '3', '67 %', '33 %']);
    expect(previewRows('posts', [['Post', null, 12345, null, 1]], 'en')[0]).toEqual(['Post', '—', '12,345', '—', '100%']);
  });

  it('shows reply times as durations, working time in hours, a calendar day in the language', () => {
    const [replies] = previewRows('replies', [['Все', 1200, 1100, 1100, 250, 9720]], 'ru');
    expect(replies!.map(nbsp)).toEqual(['Все', '1 200', '1 100', '1 100', '4 мин 10 с', '2 ч 42 мин']);
    const [hours] = previewRows('users_workinghours', [['2026-11-20', 'Oleg', 480, 450, 93.75, 12]], 'en');
    expect(hours!.map(nbsp)).toEqual(['Nov 20, 2026', 'Oleg', '8 hr', '7.5 hr', '94%', '12 min']);
  });

  it('knows every column of every table the server registers', () => {
    for (const table of STATS_EXPORT_TABLES) expect(PREVIEW_KINDS[table].length, table).toBeGreaterThan(1);
  });
});
