// What the history is generated over: the space's accounts, operators, tags, groups, departments and statuses, read
// once (a few rows), so the set-based statements below only inline their ids.
import { sql } from 'drizzle-orm';
import { providerOf, REVIEW_NETWORKS } from '@console/api/contract';
import { zonedParts } from '../../domain/zonedTime.ts';
import { accountAuthor } from '../../items/replies.ts';
import { type Tx } from './sql.ts';
import { rowsOf } from '../../db/rows.ts';

export interface HistoryAccount {
  objectId: number;
  companyId: number;
  provider: string;
  review: boolean;
}

export interface HistoryContext {
  spaceId: number;
  timeZone: string;
  /** Unix seconds: nothing is generated after it. */
  now: number;
  /** Today's date in the space's zone, YYYY-MM-DD. */
  today: string;
  /** Accounts that take comments (reviews for the review networks), and our own author row of each. */
  accounts: readonly (HistoryAccount & { ourAuthor: number })[];
  /** Accounts that take private messages. */
  chatAccounts: readonly HistoryAccount[];
  /** Members who answer: operators, moderators, administrators. */
  operators: readonly number[];
  /** Members whose statuses the history writes (the answering ones and the analysts). */
  staff: readonly number[];
  tags: readonly number[];
  groups: readonly number[];
  departments: readonly number[];
  statuses: { working: number; pause: number; offline: number };
}

export async function historyContext(tx: Tx, spaceId: number, nowMs: number): Promise<HistoryContext> {
  const [space] = rowsOf<{ time_zone: string }>(await tx.execute(sql`select time_zone from spaces where id = ${spaceId}`));
  if (!space) throw new Error(`space ${spaceId} missing`);
  const timeZone = space.time_zone;
  const objects = rowsOf<{ id: number; company_id: number; provider: string }>(
    await tx.execute(sql`select o.id, o.company_id, o.provider from objects o join companies c on c.id = o.company_id
      where c.space_id = ${spaceId} order by o.id`),
  );
  const commenting = objects.filter((o) => providerOf(o.provider)?.comments);
  const accounts = [];
  for (const o of commenting)
    accounts.push({
      objectId: o.id,
      companyId: o.company_id,
      provider: o.provider,
      review: REVIEW_NETWORKS.has(o.provider),
      ourAuthor: await accountAuthor(tx, spaceId, o.id),
    });
  const chatAccounts = objects
    .filter((o) => providerOf(o.provider)?.messages)
    .map((o) => ({ objectId: o.id, companyId: o.company_id, provider: o.provider, review: false }));
  const members = rowsOf<{ user_id: number; role: string }>(
    await tx.execute(sql`select user_id, role from space_members where space_id = ${spaceId} order by user_id`),
  );
  const operators = members
    .filter((m) => ['operator', 'moderator', 'administrator'].includes(m.role))
    .map((m) => Number(m.user_id));
  const staff = members
    .filter((m) => ['operator', 'moderator', 'administrator', 'analyst'].includes(m.role))
    .map((m) => Number(m.user_id));
  const ids = async (query: ReturnType<typeof sql>) => rowsOf<{ id: number }>(await tx.execute(query)).map((r) => Number(r.id));
  const statusRows = rowsOf<{ id: number; offline: boolean; workinghours: boolean; name: string }>(
    await tx.execute(sql`select id, offline, workinghours, name->>'en' as name from user_statuses
      where space_id = ${spaceId} order by position, id`),
  );
  const working = statusRows.find((s) => s.workinghours && !s.offline) ?? statusRows[0];
  const offline = statusRows.find((s) => s.offline) ?? statusRows.at(-1);
  const pause = statusRows.find((s) => !s.workinghours && !s.offline) ?? offline;
  if (!working || !offline || !pause) throw new Error(`space ${spaceId} has no statuses`);
  const today = zonedParts(nowMs, timeZone);
  return {
    spaceId,
    timeZone,
    now: Math.floor(nowMs / 1000),
    today: `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`,
    accounts,
    chatAccounts,
    operators: operators.length > 0 ? operators : members.slice(0, 1).map((m) => Number(m.user_id)),
    staff,
    tags: await ids(sql`select id from tags where space_id = ${spaceId} order by id`),
    groups: await ids(sql`select id from usergroups where space_id = ${spaceId} order by id`),
    departments: await ids(sql`select id from departments where space_id = ${spaceId} order by id`),
    statuses: { working: Number(working.id), pause: Number(pause.id), offline: Number(offline.id) },
  };
}
