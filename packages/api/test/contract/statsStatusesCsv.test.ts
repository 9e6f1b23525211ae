// The status-time tables as csvOf writes them (docs/stats.md "Status time"): minutes from seconds, names from the
// screen's lookups (untrusted names defused by csvOf), null cells empty.
import { describe, expect, it } from 'vitest';
import { csvOf, statusTimeTable, usersTimeTable, workingHoursTable } from '../../src/contract/index.ts';

const names = { user: (id: number) => (id === 1 ? '=Ann' : `#${id}`), status: (id: number) => `S${id}` };

describe('status-time tables', () => {
  it('writes the status time per day in minutes, a formula-like name defused', () => {
    const table = statusTimeTable(
      {
        from: '2026-01-01',
        to: '2026-01-01',
        time_zone: 'UTC',
        timeline: [],
        days: [{ date: '2026-01-01', user_id: 1, status_id: 7, seconds: 5430 }],
      },
      { date: 'Date', user: 'User', status: 'Status', minutes: 'Minutes' },
      names,
    );
    expect(csvOf(table)).toBe("\uFEFFDate,User,Status,Minutes\r\n2026-01-01,'=Ann,S7,91\r\n");
  });

  it('writes plan against actual with empty cells for nothing planned, and the operators’ time', () => {
    const hours = workingHoursTable(
      {
        from: '2026-01-01',
        to: '2026-01-01',
        time_zone: 'UTC',
        users: [],
        days: [{ date: '2026-01-01', user_id: 2, planned_min: 0, worked_min: 30, adherence_pct: null, late_start_min: null }],
      },
      { date: 'D', user: 'U', planned_min: 'P', worked_min: 'W', adherence_pct: 'A', late_start_min: 'L' },
      names,
    );
    expect(csvOf(hours)).toBe('\uFEFFD,U,P,W,A,L\r\n2026-01-01,#2,0,30,,\r\n');
    const time = usersTimeTable(
      { from: '2026-01-01', to: '2026-01-01', time_zone: 'UTC', users: [{ user_id: 2, online_s: 5400, working_s: 3600 }] },
      { user: 'U', online_min: 'On', working_min: 'Work' },
      names,
    );
    expect(csvOf(time)).toBe('\uFEFFU,On,Work\r\n#2,90,60\r\n');
  });
});
