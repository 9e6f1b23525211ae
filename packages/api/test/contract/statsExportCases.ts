import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { statsExportResource } from '../../src/client/resources/statsExport.ts';

// POST v1/stats/export and its link, v1/stats/reports (spec §2.3 stats/export, stats/reports; docs/stats.md "Export",
// "Reports"): the link's CSV, a report's create, stale save (409 with the current report) and delete.
export function statsExportCases({ session, signedIn, target }: ContractContext): void {
  it('stats export: a signed link whose GET, without a token, is the CSV with a BOM, named by table and period', async () => {
    const s = await signedIn('reader@demo.local');
    const space = (await s.client.config.get()).spaces[0]!;
    const link = await s.client
      .resource(statsExportResource)
      .exportLink({ space_id: space.id, from: '2026-01-01', to: '2026-01-07', tz: 'UTC', table: 'overall' });
    expect(link.file_name).toBe('overall_2026-01-01_2026-01-07.csv');
    const file = await (target().fetch ?? fetch)(new URL(link.url, target().apiHosts[0]).href);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('overall_2026-01-01_2026-01-07.csv');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toHaveLength(7 + 2);
  });

  it('stats reports: create, a save over another is a 409 with the report as it is, delete; without a token a 401', async () => {
    const s = await signedIn('operator@demo.local');
    const space = (await s.client.config.get()).spaces[0]!;
    const reports = s.client.resource(statsExportResource);
    const report = await reports.createReport({
      space_id: space.id,
      name: 'Contract',
      sections: ['overall'],
      period: 'last_7_days',
      schedule: { frequency: 'weekly', hour: 8 },
    });
    expect(report.next_send_at).not.toBeNull();
    const saved = await reports.updateReport(report.id, { name: 'Contract 2', seen: report.version });
    const stale = await failure(reports.updateReport(report.id, { name: 'Contract 3', seen: report.version }));
    expect(stale.status).toBe(409);
    expect((stale.data as { current: { name: string } }).current.name).toBe(saved.name);
    expect((await reports.reports(space.id)).reports.map((one) => one.id)).toContain(report.id);
    expect(await reports.removeReport(report.id)).toEqual({ id: report.id });
    expect((await failure(session().client.resource(statsExportResource).reports(space.id))).status).toBe(401);
  });
}
