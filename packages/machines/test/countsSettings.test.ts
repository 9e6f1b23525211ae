import { describe, expect, it } from 'vitest';
import type { Space } from '@console/api/contract';
import { countsSettings } from '../src/rules/countsSettings.ts';

const space = (statuses: string[], monitoring: boolean) =>
  ({ settings: { issues: { assigned_to: null, statuses }, monitoring_count: monitoring } }) as unknown as Pick<Space, 'settings'>;

describe('countsSettings (spec §7)', () => {
  it('polls issues when a space has issue statuses and monitoring when a space shows its count', () => {
    expect(countsSettings([])).toEqual({ issuesEnabled: false, monitoringEnabled: false });
    expect(countsSettings([space(['new'], false)])).toEqual({ issuesEnabled: true, monitoringEnabled: false });
    expect(countsSettings([space([], false), space([], true)])).toEqual({ issuesEnabled: false, monitoringEnabled: true });
  });
});
