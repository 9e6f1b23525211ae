import { describe, expect, it } from 'vitest';
import {
  BULK_REPLY_MAX,
  ROLE_NAMES,
  bulkReplyProblem,
  itemActionAllowed,
  itemReplyAllowed,
  roleCan,
} from '../src/contract/index.ts';

describe('item permissions by role (spec §1)', () => {
  it('read only and analyst may do nothing', () => {
    for (const role of ['read_only', 'analyst'] as const) {
      expect(itemReplyAllowed(role, 'vk')).toBe(false);
      expect(itemActionAllowed(role, 'vk', 'delete')).toBe(false);
      expect(roleCan(role, 'tag')).toBe(false);
    }
  });
  it('a moderator tags, closes, deletes and blocks but never replies', () => {
    expect(itemReplyAllowed('moderator', 'vk')).toBe(false);
    expect(['tag', 'close', 'delete', 'block'].every((p) => roleCan('moderator', p as never))).toBe(true);
    expect(roleCan('moderator', 'process')).toBe(false);
    expect(itemActionAllowed('moderator', 'vk', 'delete')).toBe(true);
  });
  it('an operator replies where the network takes replies', () => {
    expect(itemReplyAllowed('operator', 'vk')).toBe(true);
    for (const role of ROLE_NAMES) expect(itemReplyAllowed(role, 'no-such-network')).toBe(false);
  });
});

describe('bulk reply rules (spec §5)', () => {
  const item = (object_id: number, provider = 'vk') => ({ object_id, provider: provider as never });
  it('allows one profile within the limit', () => {
    expect(bulkReplyProblem([item(1), item(1)])).toBeNull();
  });
  it('refuses more than the limit', () => {
    expect(bulkReplyProblem(Array.from({ length: BULK_REPLY_MAX + 1 }, () => item(1)))).toBe('tooMany');
  });
  it('refuses Odnoklassniki', () => {
    expect(bulkReplyProblem([item(1, 'ok')])).toBe('odnoklassniki');
  });
  it('refuses two profiles', () => {
    expect(bulkReplyProblem([item(1), item(2)])).toBe('oneProfile');
  });
});
