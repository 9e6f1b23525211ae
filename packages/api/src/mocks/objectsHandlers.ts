import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import {
  COMPANIES_PATH,
  OBJECTS_PATH,
  type CompaniesResponse,
  type ObjectsResponse,
  type ObjectsWithTagsResponse,
  type SocialObject,
} from '../contract/objects.ts';
import { DEMO_SPACE, objectsFor } from './fixtures.ts';
import { departmentsOfUser, GROUP_LIMITS, groupsOfUser, withMembership } from './usergroupsFixtures.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';

// Records loaded with ?tags=true whose features do not exist yet (as the reference server); tags and labels are the state's.
const NO_EXTRAS = { tag_groups: [], ai_agents: [] };

// spec §7 GET v1/objects (?tags=true), GET v1/objects/{id}, GET v1/companies on one host.
export function objectsHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, ObjectsResponse | ObjectsWithTagsResponse | ErrorBody>(`${host}${OBJECTS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const tags = new URL(request.url).searchParams.get('tags');
      if (tags !== null && tags !== 'true' && tags !== 'false') return errorAnswer(request, 400, 'badRequest');
      const answer = { items: objectsFor(auth.user, state.objects), companies: state.companies };
      const full: ObjectsWithTagsResponse = {
        ...answer,
        tags: state.tags,
        labels: state.labels,
        ...NO_EXTRAS,
        // As the server: which groups and departments are the user's (their chats are in the 'mine' tab).
        usergroups: withMembership(state.usergroups, groupsOfUser(auth.user.id)),
        departments: withMembership(state.departments, departmentsOfUser(auth.user.id)),
        // As the server: a limited user's own groups, the only ones an item may be handed to (spec §1).
        ...(GROUP_LIMITS.has(auth.user.id)
          ? { usergroup_limit: { space_ids: [DEMO_SPACE.id], usergroup_ids: [...GROUP_LIMITS.get(auth.user.id)!] } }
          : {}),
      };
      return HttpResponse.json(tags === 'true' ? full : answer);
    }),
    http.get<{ id: string }, never, SocialObject | ErrorBody>(`${host}${OBJECTS_PATH}/:id`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const id = /^\d+$/.test(params.id) ? Number(params.id) : NaN;
      if (Number.isNaN(id)) return errorAnswer(request, 400, 'badRequest');
      // The mocks hold only the demo space's accounts: any other id is outside the user's spaces (404).
      const found = objectsFor(auth.user, state.objects).find((object) => object.id === id);
      return found ? HttpResponse.json(found) : errorAnswer(request, 404, 'notFound');
    }),
    http.get<never, never, CompaniesResponse | ErrorBody>(`${host}${COMPANIES_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      return 'answer' in auth ? auth.answer : HttpResponse.json({ items: state.companies });
    }),
  ];
}
