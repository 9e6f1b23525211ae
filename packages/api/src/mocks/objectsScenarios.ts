import { http, HttpResponse, type HttpHandler } from 'msw';
import { OBJECTS_PATH, type Company, type ObjectsResponse, type SocialObject } from '../contract/objects.ts';
import { recordedRead } from './world.ts';
import { any, failures } from './scenarioHelpers.ts';

// The accounts and companies the server answered the test seed's administrator (the world recording).
const recorded = (): ObjectsResponse => recordedRead<ObjectsResponse>('administrator', '/v1/objects');

const NO_EXTRAS = { tags: [], tag_groups: [], labels: [], departments: [], ai_agents: [] };

/** GET v1/objects (with or without ?tags=true) answering these accounts and companies. */
export const objectsAnswer = (
  items: readonly SocialObject[],
  companies: readonly Company[] = recorded().companies,
): HttpHandler =>
  http.get(any(OBJECTS_PATH), ({ request }) =>
    HttpResponse.json({
      items,
      companies,
      ...(new URL(request.url).searchParams.get('tags') === 'true' ? NO_EXTRAS : {}),
    }),
  );

const working = recorded().items.map((object) => ({ ...object, error: null }));

// Scenarios of the connected accounts, merged into `scenarios` (scenarios.ts).
export const objectsScenarios = {
  objects: {
    /** Every account works: no errors dropdown. */
    noErrors: [objectsAnswer(working)],
    /** Two accounts in error, one with a hostile name and a long text (shown as text). */
    severalErrors: [
      objectsAnswer(
        recorded().items.map((object) =>
          object.id === 1
            ? {
                ...object,
                name: '<img src=x onerror=alert(1)> Зерно',
                error: 'Сообщество заблокировано ВКонтакте: администратор сообщества лишил приложение прав на сообщения',
              }
            : object,
        ),
      ),
    ],
    /** Companies exist but no account is connected yet (spec §2.5: no Messages or Comments). */
    companiesWithoutAccounts: [objectsAnswer([])],
    /** A new workspace: no companies, no accounts. */
    empty: [objectsAnswer([], [])],
    ...failures('get', OBJECTS_PATH),
  },
} satisfies Record<string, Record<string, HttpHandler[]>>;
