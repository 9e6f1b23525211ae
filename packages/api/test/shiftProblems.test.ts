import { describe, expect, it } from 'vitest';
import { shiftProblems } from '../src/contract/workSchedule.ts';

// spec §2.4 users/workinghours: what the grid editor marks under each shift, and what the server refuses.
describe('shiftProblems', () => {
  const shift = (weekday: number, start: string, end: string) => ({ weekday, start, end });

  it('marks both shifts of an overlapping pair, on the same day only', () => {
    const problems = shiftProblems([shift(1, '09:00', '13:00'), shift(1, '12:00', '18:00'), shift(2, '12:00', '18:00')]);
    expect([...problems]).toEqual([
      [0, 'overlap'],
      [1, 'overlap'],
    ]);
  });

  it('marks an end not after the start, which then overlaps nothing', () => {
    const problems = shiftProblems([shift(1, '18:00', '09:00'), shift(1, '10:00', '11:00'), shift(1, '11:00', '11:00')]);
    expect([...problems]).toEqual([
      [0, 'endBeforeStart'],
      [2, 'endBeforeStart'],
    ]);
  });

  it('lets shifts touch: one ends when the next starts', () => {
    expect(shiftProblems([shift(1, '09:00', '13:00'), shift(1, '13:00', '14:00'), shift(1, '14:00', '24:00')]).size).toBe(0);
  });
});
