// The process-wide publisher: one per process, shared by both ports' apps, so a message
// reaches a user's connections whichever port they came in on.
import type { WebSocket } from 'ws';
import {
  SOCKET_CLOSE_UNAUTHORIZED,
  ServerMessage,
  type AssigneeType,
  type ItemsMessage,
  type LockTarget,
  type UserRoles,
} from '@console/api/contract';
import { limitAllows, withinLimit, type LimitedBy, type LockedRecord } from '../items/access.ts';
import type { Publisher, SpaceOptions } from './publisher.ts';

/** One authenticated socket: who it belongs to, which session, the spaces it hears, the targets it holds. */
export type SocketConnection = {
  socket: WebSocket;
  user: { id: number; name: string };
  familyId: number;
  spaceIds: readonly number[];
  /**
   * The access flags of each of the user's spaces when the socket signed in (spec §1, §3: per membership; private
   * messages reach only the messages flag of the space they belong to).
   */
  rolesBySpace?: ReadonlyMap<number, UserRoles>;
  /** Held locks by `lockKey(target)`. */
  locks: Map<string, LockTarget>;
  /** spec §1 user-group limit (items/access.ts): the spaces where only these groups' items reach this socket. */
  itemLimit?: { spaceIds: readonly number[]; groupIds: readonly number[] };
  /** Of the held item and chat locks (by `lockKey`): where each lives, so limited users hear only their viewers. */
  lockedRecords?: Map<string, LockedRecord>;
};

/**
 * Whether this connection's user can open the target, so may lock it or hear of its viewers (spec §1, §6): an item, a
 * chat or an issue that exists in one of their spaces, a chat only with the messages flag of its space, and where they
 * are limited to their groups only theirs (items/access.ts; an issue's group, issues/access.ts).
 */
export function opensTarget(connection: SocketConnection, target: LockTarget, record: LockedRecord | undefined): boolean {
  if (!record || !connection.spaceIds.includes(record.spaceId)) return false;
  if (target.type === 'chat' && connection.rolesBySpace?.get(record.spaceId)?.messages !== true) return false;
  const limit = connection.itemLimit;
  if (!limit?.spaceIds.includes(record.spaceId)) return true;
  return limitAllows({ userId: connection.user.id, groupIds: limit.groupIds }, record);
}

/** What the limit looks at in a record the server sends whole: an Item's usergroup (items/load.ts), a Chat's assignee. */
function reachOf(kind: 'items' | 'chats', record: ItemsMessage['items'][number]): LimitedBy {
  // The socket contract keeps items and chats loose; the server sends them whole.
  if (kind === 'items') return { usergroupId: (record['usergroup'] as { id: number } | null | undefined)?.id ?? null };
  return { assignee: (record['assignee'] as { type: AssigneeType; id: number } | null | undefined) ?? null };
}

/**
 * The message as this connection may hear it where the user is limited to their groups (spec §1): items of other
 * groups left out (items/access.ts), chats that are neither their groups' nor theirs (chats/access.ts), and a chat's
 * messages and typing likewise, by the assignee the sender names (none named: not heard).
 */
function limitedFor(
  connection: SocketConnection,
  spaceId: number,
  message: ServerMessage,
  { chatAssignee, issueGroups }: Pick<SpaceOptions, 'chatAssignee' | 'issueGroups'>,
): ServerMessage | null {
  const limit = connection.itemLimit;
  if (!limit?.spaceIds.includes(spaceId)) return message;
  const access = { userId: connection.user.id, groupIds: limit.groupIds };
  switch (message.method) {
    case 'items.new':
    case 'items.changed': {
      const items = message.items.filter((item) => limitAllows(access, reachOf('items', item)));
      if (items.length === 0) return null;
      // Only the posts of the items they hear: another group's item does not leak through its post.
      const postIds = new Set(items.map((item) => item['post_id']));
      return message.posts
        ? { ...message, items, posts: message.posts.filter((post) => postIds.has(post.id)) }
        : { ...message, items };
    }
    case 'chats.new':
    case 'chats.changed': {
      const chats = message.chats.filter((chat) => limitAllows(access, reachOf('chats', chat)));
      return chats.length === 0 ? null : { ...message, chats };
    }
    case 'messages.new':
    case 'messages.changed':
    case 'typing':
      return chatAssignee !== undefined && withinLimit(access, chatAssignee) ? message : null;
    case 'issues.changed': {
      // Only their groups' issues (an issue of no group is no limited user's).
      const ids = message.ids.filter((id) => limitAllows(access, { usergroupId: issueGroups?.get(id) ?? null }));
      return ids.length === 0 ? null : { ...message, ids };
    }
    default:
      return message;
  }
}

/**
 * Of a change, the records this limited connection reached before (by the sender's `before`) and no longer does:
 * told as gone, so its open list and page stop offering them (spec §1). A record never theirs tells nothing.
 */
function goneFor(connection: SocketConnection, message: ServerMessage, before: SpaceOptions['before']): ServerMessage | null {
  const change = changeOf(message);
  if (!before || !change) return null;
  const access = { userId: connection.user.id, groupIds: connection.itemLimit?.groupIds ?? [] };
  const ids = change.records
    .filter((record) => {
      const was = before.get(record.id);
      return was !== undefined && limitAllows(access, was) && !limitAllows(access, reachOf(change.kind, record));
    })
    .map((record) => record.id);
  return ids.length === 0 ? null : { method: change.kind === 'items' ? 'items.gone' : 'chats.gone', ids };
}

/** An items.changed or chats.changed: the kind and the records; null for any other message. */
function changeOf(message: ServerMessage) {
  if (message.method === 'items.changed' && 'items' in message) return { kind: 'items' as const, records: message.items };
  if (message.method === 'chats.changed' && 'chats' in message) return { kind: 'chats' as const, records: message.chats };
  return null;
}

export const lockKey = (target: LockTarget): string => `${target.type}:${target.id}`;

// RFC 6455 1012 "Service Restart": not the session's end (4401), so the console reconnects without a refresh.
const CLOSE_SERVICE_RESTART = 1012;

// A consumer that stops reading must not make the server buffer without limit.
const MAX_BUFFERED_BYTES = 1024 * 1024;

export class SocketPublisher implements Publisher {
  readonly #byUser = new Map<number, Set<SocketConnection>>();
  readonly #bySpace = new Map<number, Set<SocketConnection>>();

  add(connection: SocketConnection): void {
    addTo(this.#byUser, connection.user.id, connection);
    for (const spaceId of connection.spaceIds) addTo(this.#bySpace, spaceId, connection);
  }

  remove(connection: SocketConnection): void {
    removeFrom(this.#byUser, connection.user.id, connection);
    for (const spaceId of connection.spaceIds) removeFrom(this.#bySpace, spaceId, connection);
  }

  toUser(userId: number, message: ServerMessage): void {
    deliver(this.#byUser.get(userId) ?? [], message);
  }

  toSpace(spaceId: number, message: ServerMessage, options: SpaceOptions = {}): void {
    this.#followChange(spaceId, message);
    const { flag, perUser } = options;
    const members = [...(this.#bySpace.get(spaceId) ?? [])].filter(
      (c) => c.user.id !== options.exceptUserId && (!flag || c.rolesBySpace?.get(spaceId)?.[flag] === true),
    );
    if (perUser) {
      // One message per user (each serialized once), then the group limit as for everyone.
      const byUser = new Map<number, SocketConnection[]>();
      for (const c of members) byUser.set(c.user.id, [...(byUser.get(c.user.id) ?? []), c]);
      for (const [userId, connections] of byUser) this.#deliverLimited(spaceId, connections, perUser(userId) ?? message, options);
      return;
    }
    this.#deliverLimited(spaceId, members, message, options);
  }

  #deliverLimited(spaceId: number, members: readonly SocketConnection[], message: ServerMessage, options: SpaceOptions): void {
    const limited = members.filter((c) => c.itemLimit?.spaceIds.includes(spaceId));
    deliver(
      members.filter((c) => !limited.includes(c)),
      message,
    );
    for (const connection of limited) {
      const own = limitedFor(connection, spaceId, message, options);
      if (own) deliver([connection], own);
      const gone = goneFor(connection, message, options.before);
      if (gone) deliver([connection], gone);
    }
  }

  /** The held locks of a changed item's thread or chat take its new group or assignee: viewers follow it (spec §1). */
  #followChange(spaceId: number, message: ServerMessage): void {
    const change = changeOf(message);
    if (!change) return;
    const type = change.kind === 'items' ? 'item' : 'chat';
    const changed = new Map(change.records.map((record) => [`${type}:${record.id}`, reachOf(change.kind, record)]));
    for (const connection of this.#bySpace.get(spaceId) ?? []) {
      for (const [key, record] of connection.lockedRecords ?? []) {
        // A reply's lock follows its thread root.
        const reach = changed.get(record?.rootId === undefined ? key : `item:${record.rootId}`);
        if (record && reach) connection.lockedRecords!.set(key, { ...record, ...reach });
      }
    }
  }

  /** The user's other tabs (a status set in one tab shows in the others). */
  toOtherConnections(connection: SocketConnection, message: ServerMessage): void {
    deliver(
      [...(this.#byUser.get(connection.user.id) ?? [])].filter((c) => c !== connection),
      message,
    );
  }

  /** Every connection of the other users who share a space with this connection, each once. */
  toSpaceMembers(connection: SocketConnection, message: ServerMessage): void {
    deliver(this.#othersInSpaces(connection), message);
  }

  /** A viewer message about a target this connection locks, to the space members who may see the target. */
  toViewersOf(connection: SocketConnection, message: ServerMessage & { target: LockTarget }): void {
    const record = connection.lockedRecords?.get(lockKey(message.target));
    deliver(
      [...this.#othersInSpaces(connection)].filter((c) => opensTarget(c, message.target, record)),
      message,
    );
  }

  /** Locks the other users of this connection's spaces hold now, one per user and target. */
  locksVisibleTo(connection: SocketConnection): Array<{ user: SocketConnection['user']; target: LockTarget }> {
    const seen = new Map<string, { user: SocketConnection['user']; target: LockTarget }>();
    for (const other of this.#othersInSpaces(connection)) {
      for (const [key, target] of other.locks) {
        if (opensTarget(connection, target, other.lockedRecords?.get(key)))
          seen.set(`${other.user.id}/${key}`, { user: other.user, target });
      }
    }
    return [...seen.values()];
  }

  /** Every lock held now, each user and target once, with where its record lives (v1/stats/live, docs/stats.md). */
  heldLocks(): Array<{ user: SocketConnection['user']; target: LockTarget; record: LockedRecord | undefined }> {
    const seen = new Map<string, { user: SocketConnection['user']; target: LockTarget; record: LockedRecord | undefined }>();
    for (const connection of this.#all())
      for (const [key, target] of connection.locks)
        seen.set(`${connection.user.id}/${key}`, { user: connection.user, target, record: connection.lockedRecords?.get(key) });
    return [...seen.values()];
  }

  /** Whether another connection of the same user still holds the target (then it is not unlocked yet). */
  heldElsewhere(connection: SocketConnection, key: string): boolean {
    return [...(this.#byUser.get(connection.user.id) ?? [])].some((c) => c !== connection && c.locks.has(key));
  }

  /** A revoked session (logout) stops its sockets; the client then refreshes, fails and signs out. */
  closeSession(familyId: number): void {
    for (const connection of this.#all()) if (connection.familyId === familyId) this.#closeUnauthorized(connection);
  }

  /** A blocked user or a changed password ends every session of the user, sockets included. */
  closeUser(userId: number, restartFamilyId?: number): void {
    for (const connection of [...(this.#byUser.get(userId) ?? [])]) {
      if (restartFamilyId === undefined || connection.familyId !== restartFamilyId) this.#closeUnauthorized(connection);
      else {
        this.remove(connection);
        if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(CLOSE_SERVICE_RESTART);
      }
    }
  }

  /** Every socket of the user closes as on a restart (1012): the console reconnects after 2 s (spec §4), signing in anew. */
  restartUser(userId: number): void {
    for (const connection of [...(this.#byUser.get(userId) ?? [])]) {
      this.remove(connection);
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(CLOSE_SERVICE_RESTART);
    }
  }

  /** Open authenticated connections of a user (tests, diagnostics). */
  connectionCount(userId: number): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  // Unregistered at once, so nothing more reaches it while the close handshake runs.
  #closeUnauthorized(connection: SocketConnection): void {
    this.remove(connection);
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(SOCKET_CLOSE_UNAUTHORIZED);
  }

  #all(): SocketConnection[] {
    return [...this.#byUser.values()].flatMap((set) => [...set]);
  }

  #othersInSpaces(connection: SocketConnection): Set<SocketConnection> {
    const others = new Set<SocketConnection>();
    for (const spaceId of connection.spaceIds) {
      for (const c of this.#bySpace.get(spaceId) ?? []) if (c.user.id !== connection.user.id) others.add(c);
    }
    return others;
  }
}

export const createPublisher = (): SocketPublisher => new SocketPublisher();

// The contract's schema shapes what leaves the server (unknown fields are dropped, a wrong message throws).
const serialize = (message: ServerMessage): string => JSON.stringify(ServerMessage.parse(message));

function sendData(socket: WebSocket, data: string): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
  else socket.send(data);
}

/** One message to one socket (the endpoint's own answers: ready, the current viewers). */
export function sendMessage(socket: WebSocket, message: ServerMessage): void {
  sendData(socket, serialize(message));
}

function deliver(connections: Iterable<SocketConnection>, message: ServerMessage): void {
  const data = serialize(message);
  for (const { socket } of connections) sendData(socket, data);
}

function addTo<K>(map: Map<K, Set<SocketConnection>>, key: K, connection: SocketConnection): void {
  const set = map.get(key) ?? new Set<SocketConnection>();
  set.add(connection);
  map.set(key, set);
}

function removeFrom<K>(map: Map<K, Set<SocketConnection>>, key: K, connection: SocketConnection): void {
  const set = map.get(key);
  set?.delete(connection);
  if (set?.size === 0) map.delete(key);
}
