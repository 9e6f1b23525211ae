// The one way any part of the server sends a socket message: routes call it, the socket
// endpoint delivers. Both ports' Fastify apps share one publisher, so a message reaches every connection.
import type { AssigneeType, ServerMessage, UserRoles } from '@console/api/contract';
import type { LimitedBy } from '../items/access.ts';

export interface Publisher {
  /** Every open, authenticated connection of this user (all tabs, both ports). */
  toUser(userId: number, message: ServerMessage): void;
  /** Every connection of every member of the space, except those of `exceptUserId` (and, given `flag`, of users without it). */
  toSpace(spaceId: number, message: ServerMessage, options?: SpaceOptions): void;
  /**
   * Closes every socket of the user (blocked, password changed): they must sign in again. `restartFamilyId`, the session
   * that changed the password and got new tokens in the answer, restarts instead (1012): closed as unauthorized, its
   * tab could refresh with the old token before the answer's tokens are stored, and be signed out.
   */
  closeUser(userId: number, restartFamilyId?: number): void;
  /** Restarts every socket of the user (two-factor turned on or off): the console reconnects and hears what it may now. */
  restartUser(userId: number): void;
}

export type SpaceOptions = {
  exceptUserId?: number;
  flag?: keyof UserRoles;
  /** The message as one user hears it (a chat's unread count is per user); `message` where it answers null. */
  perUser?: (userId: number) => ServerMessage | null;
  /**
   * For a message about one chat that names only its id (its messages, typing): whom the chat is assigned to, so a
   * user limited to their groups hears it only for their chats (spec §1; chats/access.ts `withinLimit`).
   */
  chatAssignee?: { type: AssigneeType; id: number } | null;
  /**
   * For an items.changed or chats.changed that may hand records elsewhere: what the limit looked at before the change,
   * by id, so the limited users who could see a record and no longer can hear 'items.gone' / 'chats.gone' (spec §1).
   */
  before?: ReadonlyMap<number, LimitedBy>;
  /**
   * For an issues.changed: each issue's user group, so a user limited to their groups hears only their groups' ids
   * (spec §1; issues/access.ts `visibleIssues`). Absent: a limited user hears none.
   */
  issueGroups?: ReadonlyMap<number, number | null>;
};
