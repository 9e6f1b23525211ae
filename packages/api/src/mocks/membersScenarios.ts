import { http, HttpResponse } from 'msw';
import { INVITATIONS_PATH, MEMBERS_PATH, USERGROUPS_MANAGE_PATH } from '../contract/members.ts';
import { RECORDINGS } from './recordings.ts';
import { any, failures } from './scenarioHelpers.ts';

// People and access (settings/users): the states no recording can give the story's administrator (docs/mocks.md
// "named scenarios"). The limit's answers are the people recording's own, made by the Start space's administrator
// (the stories' sessions speak only as demo users): the list at its limit and the server's refusal.
const trialStep = (method: string, status: number) => {
  const step = RECORDINGS.people.steps.find(
    (one) => one.as === 'trialAdmin' && one.method === method && one.status === status && one.path.startsWith('/v1/'),
  );
  if (!step) throw new Error(`the people recording has no ${method} ${status} as trialAdmin`);
  return step;
};
const trialRead = (path: string) => RECORDINGS.people.steps.find((one) => one.as === 'trialAdmin' && one.path === `/${path}`)!;

// The analyst's page, then the analyst as another administrator left them (reply templates given): the people
// recording's read of user 2, and the answer to that other administrator's save.
const analystAnswer = (method: string) =>
  RECORDINGS.people.steps.find(
    (one) => one.as === 'administrator' && one.method === method && one.path === `/${MEMBERS_PATH}/2` && one.status === 200,
  )!.answer as object;

export const membersScenarios = {
  member: {
    /** The first read answers the analyst as opened, every later one (a refetch: focus, the socket) as changed since. */
    changedOnRefetch: [
      http.get(any(`${MEMBERS_PATH}/2`), () => HttpResponse.json(analystAnswer('GET')), { once: true }),
      http.get(any(`${MEMBERS_PATH}/2`), () => HttpResponse.json(analystAnswer('PUT'))),
    ],
  },
  members: {
    ...failures('get', MEMBERS_PATH),
    limitReached: [
      http.get(any(MEMBERS_PATH), () => HttpResponse.json(trialRead(MEMBERS_PATH).answer as object)),
      http.get(any(USERGROUPS_MANAGE_PATH), () => HttpResponse.json(trialRead(USERGROUPS_MANAGE_PATH).answer as object)),
      http.post(any(INVITATIONS_PATH), () => HttpResponse.json(trialStep('POST', 400).answer as object, { status: 400 })),
    ],
  },
};
