import { http, HttpResponse } from 'msw';
import type { ConfigResponse, RecordingUser } from '@console/api/contract';
import { recordedRead, requestLocale } from '@console/api/mocks';

/** The spaces the world recording's config gives a test-seed user (spec §4: a trial, a lapsed, an expiring space…). */
export const recordedSpaces = (user: RecordingUser): ConfigResponse['spaces'] =>
  recordedRead<ConfigResponse>(user, '/v1/config').spaces;

/**
 * GET v1/config answered with the recorded config of `user`, changed by `change`: a workspace state the test seed has
 * not (no space, a partner, two spaces' states at once) as a fixed answer in the request's language.
 */
export const recordedConfigWith = (user: RecordingUser, change: (config: ConfigResponse) => ConfigResponse) =>
  http.get('*/v1/config', ({ request }) =>
    HttpResponse.json(change(recordedRead<ConfigResponse>(user, '/v1/config', requestLocale(request)))),
  );
