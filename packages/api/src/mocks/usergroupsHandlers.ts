import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import {
  TAGS_PATH,
  USERGROUPS_PATH,
  USERS_PATH,
  type TagsResponse,
  type UsergroupsResponse,
  type UsersResponse,
} from '../contract/usergroups.ts';
import { DEMO_SPACE } from './fixtures.ts';
import { groupsOfUser, withMembership } from './usergroupsFixtures.ts';
import { authenticate } from './respond.ts';
import type { MockState } from './state.ts';

// spec §7 GET v1/usergroups, GET v1/tags and GET v1/users (the demo space's members) on one host.
export function usergroupsHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, UsergroupsResponse | ErrorBody>(`${host}${USERGROUPS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      return 'answer' in auth
        ? auth.answer
        : HttpResponse.json({ items: withMembership(state.usergroups, groupsOfUser(auth.user.id)) });
    }),
    http.get<never, never, TagsResponse | ErrorBody>(`${host}${TAGS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      return 'answer' in auth ? auth.answer : HttpResponse.json({ tags: state.tags });
    }),
    http.get<never, never, UsersResponse | ErrorBody>(`${host}${USERS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const items = [...state.users]
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((user) => ({ id: user.id, name: user.name, space_ids: [DEMO_SPACE.id] }));
      return HttpResponse.json({ items });
    }),
  ];
}
