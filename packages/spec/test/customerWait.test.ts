import { describe, expect, it } from 'vitest';
import { customerWaits, firstReplySeconds, waitingSince, type ConversationEntry } from '../src/customerWait.ts';

const theirs = (at: number): ConversationEntry => ({ at, ours: false });
const ours = (at: number): ConversationEntry => ({ at, ours: true });

describe('the customer waits from their earliest message not yet answered', () => {
  it('waits from the first of several unanswered messages', () => {
    expect(waitingSince([theirs(100), theirs(160), theirs(220)])).toBe(100);
  });

  it('does not wait once our reply is the last word', () => {
    expect(waitingSince([theirs(100), ours(200)])).toBeNull();
    expect(waitingSince([])).toBeNull();
    expect(waitingSince([ours(50)])).toBeNull();
  });

  it('counts again from the first message after our last reply, in any order of input', () => {
    expect(waitingSince([theirs(500), ours(200), theirs(100), theirs(300), theirs(400)])).toBe(300);
  });

  it('lists every wait with when it was answered, for the statistics', () => {
    expect(customerWaits([theirs(100), theirs(150), ours(200), ours(210), theirs(300)])).toEqual([
      { since: 100, answeredAt: 200 },
      { since: 300, answeredAt: null },
    ]);
  });

  it('takes the first reply time from the first wait, none while it is open', () => {
    expect(firstReplySeconds([ours(10), theirs(100), theirs(150), ours(400), theirs(500), ours(520)])).toBe(300);
    expect(firstReplySeconds([theirs(100)])).toBeNull();
  });

  it('reads a customer message written in the same second as our reply as before it', () => {
    expect(waitingSince([ours(100), theirs(100)])).toBeNull();
  });
});
