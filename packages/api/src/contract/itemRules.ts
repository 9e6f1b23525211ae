import type { Item, ItemAction } from './items.ts';
import { providerAllows, type ProviderAction } from './providers.ts';
import type { RoleName } from './user.ts';

/**
 * What a user may do with items, by role (spec §1): read only and analyst: nothing; moderator: tag, close without
 * reply, delete, block, but no reply; operator and administrator: reply and process. One table for the server's
 * checks and the screen's buttons.
 */
export const ITEM_PERMISSIONS = ['reply', 'process', 'tag', 'close', 'delete', 'block', 'moderate'] as const;
export type ItemPermission = (typeof ITEM_PERMISSIONS)[number];

const ALL: readonly ItemPermission[] = ITEM_PERMISSIONS;
const ROLE_PERMISSIONS: Readonly<Record<RoleName, readonly ItemPermission[]>> = {
  read_only: [],
  analyst: [],
  moderator: ['tag', 'close', 'delete', 'block', 'moderate'],
  operator: ALL,
  administrator: ALL,
};

export const roleCan = (role: RoleName, permission: ItemPermission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** The permission an item action needs (delete and restore are the moderator's; the rest moderate the thread). */
export const ACTION_PERMISSION: Readonly<Record<ItemAction, ItemPermission>> = {
  like: 'process',
  unlike: 'process',
  hide: 'moderate',
  unhide: 'moderate',
  delete: 'delete',
  restore: 'delete',
  report: 'moderate',
  exclude: 'moderate',
};

/** The provider catalogue flag an item action needs (spec §3 "Actions are flagged per network"). */
export const ACTION_FLAG: Readonly<Record<ItemAction, ProviderAction>> = {
  like: 'like',
  unlike: 'like',
  hide: 'hide',
  unhide: 'hide',
  delete: 'delete',
  restore: 'restore',
  report: 'report',
  exclude: 'exclude',
};

/** An action is offered when the network has it and the role allows it. */
export const itemActionAllowed = (role: RoleName, provider: string, action: ItemAction): boolean =>
  roleCan(role, ACTION_PERMISSION[action]) && providerAllows(provider, ACTION_FLAG[action]);

/**
 * The statuses a role may set on an item or a chat now in `current` (spec §1): with process, every one `offered`; a
 * moderator (close without reply) only closed; null when the role changes no status (the server refuses the rest).
 */
export function statusChoices<S extends string>(role: RoleName, current: S, offered: readonly S[]): readonly S[] | null {
  if (roleCan(role, 'process')) return offered;
  if (!roleCan(role, 'close')) return null;
  return current === 'closed' ? offered.filter((s) => s === current) : offered.filter((s) => s === current || s === 'closed');
}

/** A reply is possible when the role replies and the network takes replies. */
export const itemReplyAllowed = (role: RoleName, provider: string): boolean =>
  roleCan(role, 'reply') && providerAllows(provider, 'reply');

// spec §5 "Reply rules" for replying to several comments at once. The spec names the messages, not the limit: ours.
export const BULK_REPLY_MAX = 50;
export type BulkReplyProblem = 'tooMany' | 'oneProfile' | 'odnoklassniki';

/** The first reply rule a selection breaks, or null when one reply may answer all of them. */
export function bulkReplyProblem(items: readonly Pick<Item, 'object_id' | 'provider'>[]): BulkReplyProblem | null {
  if (items.length > BULK_REPLY_MAX) return 'tooMany';
  if (items.some((item) => item.provider === 'ok')) return 'odnoklassniki';
  if (new Set(items.map((item) => item.object_id)).size > 1) return 'oneProfile';
  return null;
}
