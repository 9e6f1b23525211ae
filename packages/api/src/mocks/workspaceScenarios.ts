import { http, HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_ERRORS_PATH } from '../contract/clientErrors.ts';
import { COUNTS_PATH } from '../contract/counts.ts';
import { STATUS_PATH, StatusUpdate } from '../contract/status.ts';
import { TEMPLATES_PATH, type TemplatesResponse } from '../contract/templates.ts';
import { DEMO_COUNTS, demoUserByRole } from './fixtures.ts';
import { recordedRead } from './world.ts';
import { errorAnswer } from './respond.ts';
import { any, failures } from './scenarioHelpers.ts';

const SIGNED_IN_STATUS = demoUserByRole('administrator').status;

// Scenarios of the workspace endpoints, merged into `scenarios` (scenarios.ts).
export const workspaceScenarios = {
  counts: {
    ready: [http.get(any(COUNTS_PATH), () => HttpResponse.json(DEMO_COUNTS))],
    // spec §6, §8: a 403 is what the no-access handling reacts to.
    forbidden: [http.get(any(COUNTS_PATH), ({ request }) => errorAnswer(request, 403, 'forbidden'))],
    ...failures('get', COUNTS_PATH),
  },
  status: {
    // GET answers the signed-in user's status; PUT saves whatever valid status it is sent.
    ready: [
      http.get(any(STATUS_PATH), () => HttpResponse.json({ status: SIGNED_IN_STATUS })),
      http.put(any(STATUS_PATH), async ({ request }) => {
        const update = StatusUpdate.safeParse(await request.json().catch(() => null));
        return update.success ? HttpResponse.json({ status: update.data.status }) : errorAnswer(request, 400, 'badRequest');
      }),
    ],
    ...failures(['get', 'put'], STATUS_PATH),
  },
  templates: {
    // The templates the server answered the test seed's administrator (the world recording), to any asker.
    ready: [
      http.get(any(TEMPLATES_PATH), () => HttpResponse.json(recordedRead<TemplatesResponse>('administrator', '/v1/templates'))),
    ],
    ...failures('get', TEMPLATES_PATH),
  },
  clientErrors: {
    ready: [http.post(any(CLIENT_ERRORS_PATH), () => HttpResponse.json({}))],
    ...failures('post', CLIENT_ERRORS_PATH),
  },
} satisfies Record<string, Record<string, HttpHandler[]>>;
