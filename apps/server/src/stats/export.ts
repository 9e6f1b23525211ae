// The statistics' CSV export (docs/stats.md "Export"): an authenticated POST names a table, a period and filters and
// gets a short-lived signed link; the link's GET streams the file. The link carries the request itself (signed, so
// it cannot be changed) and whose it is: the download checks that user's reach again, so a link of someone removed
// from the space meanwhile answers 404.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  csvCell,
  csvOf,
  STATS_EXPORT_FILES_PATH,
  STATS_EXPORT_LINK_TTL_S,
  StatsExportCreate,
  type StatsExportLink,
  type StatsQuery,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { MEMBERSHIPS_OF_USER, type AuthUser } from '../members/memberAccess.ts';
import type { Language } from '../messages.ts';
import { STATS_TABLES, type StatsTable } from './tables.ts';

// As attachment links (chats/load.ts): the key lives as long as the process; a link is used seconds after it is made.
const SIGNING_KEY = randomBytes(32);
const signature = (token: string, exp: number) =>
  createHmac('sha256', SIGNING_KEY).update(`stats-export:${token}:${exp}`).digest('base64url');

/** What a link carries: the caller, the language of the table's headers, and the request. */
type LinkPayload = { u: number; l: Language; q: StatsExportCreate };

/** The table's source, or 400 for a name no endpoint registered. */
export function statsTableSource(table: string) {
  const source = STATS_TABLES.get(table);
  if (!source) throw new ApiFailure(400, 'statsTableUnknown', { params: { table } });
  return source;
}

/** The file's name: the table and the period (ASCII only, so every browser keeps it). */
export const exportFileName = (query: Pick<StatsExportCreate, 'table' | 'from' | 'to'>) =>
  `${query.table}_${query.from}_${query.to}.csv`;

export function exportLink(userId: number, language: Language, request: StatsExportCreate, now: number): StatsExportLink {
  const payload: LinkPayload = { u: userId, l: language, q: request };
  const token = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const exp = Math.ceil(now / 1000) + STATS_EXPORT_LINK_TTL_S;
  return {
    url: `${STATS_EXPORT_FILES_PATH}?token=${token}&exp=${exp}&sig=${signature(token, exp)}`,
    expires_at: exp,
    file_name: exportFileName(request),
  };
}

/** The link's payload when its signature holds and it has not expired; 404 otherwise (as a missing file). */
export function openLink(token: string, link: { exp: number; sig: string }, now: number): LinkPayload {
  const expected = Buffer.from(signature(token, link.exp));
  const given = Buffer.from(link.sig);
  const valid =
    Number.isFinite(link.exp) && link.exp * 1000 >= now && expected.length === given.length && timingSafeEqual(expected, given);
  if (!valid) throw new ApiFailure(404, 'notFound');
  const payload = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as LinkPayload;
  return { ...payload, q: StatsExportCreate.parse(payload.q) };
}

/** The user a link was made for, with their memberships as now; null when gone or blocked. */
export async function linkUser(db: Db, userId: number): Promise<AuthUser | null> {
  const [row] = await db.select({ user: users, memberships: MEMBERSHIPS_OF_USER }).from(users).where(eq(users.id, userId));
  if (!row || row.user.blockedAt) return null;
  return { ...row.user, memberships: row.memberships };
}

const ROWS_PER_CHUNK = 500;

/** The table as CSV bytes in chunks: the same bytes as csvOf (contract csv.ts), without one string of the whole. */
export function csvStream(table: StatsTable): Readable {
  return Readable.from(
    (function* () {
      yield csvOf({ columns: table.columns, rows: [] });
      for (let at = 0; at < table.rows.length; at += ROWS_PER_CHUNK)
        yield table.rows
          .slice(at, at + ROWS_PER_CHUNK)
          .map((row) => `${row.map(csvCell).join(',')}\r\n`)
          .join('');
    })(),
    { objectMode: false },
  );
}

/** The StatsQuery part of an export request (what the table's endpoint reads). */
export const queryOf = ({ table: _table, ...query }: StatsExportCreate): StatsQuery => query;
