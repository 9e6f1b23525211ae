import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ruStats from '../../../locales/ru/stats.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { browserOf } from './itemsSupport.ts';

// /stats/export end to end (spec §2.3 stats/export; docs/stats.md "Export"): the overall table downloaded as CSV through the
// server's short-lived link has the rows of the overall screen's table view, in UTF-8 with a byte-order mark and CRLF.
const t = ruStats;

test('an export downloads a CSV whose rows equal the screen’s table', async ({ browser }) => {
  const admin = await browserOf(browser, DEMO_EMAILS.admin);
  try {
    await admin.goto('/stats/overall');
    const table = admin.getByRole('table', { name: t.overall.perDay });
    await expect(table.getByRole('row').nth(1)).toBeAttached();
    const shown = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
    // The same period and filters as the screen's (its URL), the overall table chosen.
    const search = new URL(admin.url()).search;
    await admin.goto(`/stats/export${search}${search ? '&' : '?'}table=overall`);
    await expect(admin.getByRole('combobox', { name: t.export.table })).toHaveValue('overall');
    const button = admin.getByRole('button', { name: t.export.download });
    await expect(button).toBeEnabled();
    const [download] = await Promise.all([admin.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^overall_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const rows = text
      .slice(0, -2)
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows.length).toBeGreaterThan(2);
    // Figures, not a table of zeros: some day of the period counts something.
    expect(rows.slice(1).some((row) => row.slice(1).some((cell) => Number(cell) > 0))).toBe(true);
    expect(rows).toEqual(shown);
  } finally {
    await admin.context().close();
  }
});
