// The server's tokens are random; a recording keeps stable names for them instead (docs/mocks.md, "Recording"):
// `recorded-<user>-access-<n>` and `recorded-<user>-refresh-<n>`, the same name wherever the token appears (answers and
// later request bodies), so a recording does not change when it is made again and a story can sign in with one.
import { recordedToken, recordedTokenUser, type RecordedStep } from '@console/api/contract';

type Pair = { access_token: string; refresh_token: string };
const isPair = (value: unknown): value is Pair =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as Pair).access_token === 'string' &&
  typeof (value as Pair).refresh_token === 'string';

function pairsIn(value: unknown, found: Pair[] = []): Pair[] {
  if (isPair(value)) found.push(value);
  else if (Array.isArray(value)) for (const entry of value) pairsIn(entry, found);
  else if (value !== null && typeof value === 'object') for (const entry of Object.values(value)) pairsIn(entry, found);
  return found;
}

const renamed = (value: unknown, names: ReadonlyMap<string, string>): unknown =>
  typeof value === 'string'
    ? (names.get(value) ?? value)
    : Array.isArray(value)
      ? value.map((entry) => renamed(entry, names))
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, renamed(entry, names)]))
        : value;

/** The user of the tokens a step's answer gave: the signed-in email, the user of the refresh token sent, or the asker. */
function ownerOf(step: RecordedStep, names: ReadonlyMap<string, string>, userOf: (email: string) => string | undefined) {
  const body = (step.body ?? {}) as { username?: unknown; refresh_token?: unknown };
  if (typeof body.username === 'string') return userOf(body.username.trim().toLowerCase()) ?? step.as;
  const refreshed = typeof body.refresh_token === 'string' ? names.get(body.refresh_token) : undefined;
  return (refreshed && recordedTokenUser(refreshed)) ?? step.as;
}

export function stableTokenNames(steps: RecordedStep[], userOf: (email: string) => string | undefined): RecordedStep[] {
  const names = new Map<string, string>();
  const count = new Map<string, number>();
  for (const step of steps) {
    for (const pair of pairsIn(step.answer)) {
      if (names.has(pair.access_token)) continue;
      const user = ownerOf(step, names, userOf);
      const n = (count.get(user) ?? 0) + 1;
      count.set(user, n);
      names.set(pair.access_token, recordedToken(user, 'access', n));
      names.set(pair.refresh_token, recordedToken(user, 'refresh', n));
    }
  }
  return names.size === 0
    ? steps
    : steps.map((step) => ({
        ...step,
        ...(step.body === undefined ? {} : { body: renamed(step.body, names) }),
        answer: renamed(step.answer, names),
      }));
}
