import { http, HttpResponse, type HttpHandler } from 'msw';
import { BILLING_SPACES_PATH, type BillingSpacesResponse } from '../contract/billing.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { RECORDINGS } from './recordings.ts';
import { replayHandlers } from './replay.ts';
import { authenticate } from './respond.ts';
import type { MockState } from './state.ts';
import { recordedAskerOf } from './world.ts';

// The billing endpoints (spec §4): what the server answered the story's user, replayed from the `billing` recording
// (docs/mocks.md); the spaces list from the mock state, whose usage the accounts screens' stories still shape.
export function billingHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, BillingSpacesResponse | ErrorBody>(`${host}${BILLING_SPACES_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      return 'answer' in auth ? auth.answer : HttpResponse.json({ items: state.billing.spaces });
    }),
    ...replayHandlers(RECORDINGS.billing, { as: recordedAskerOf }),
  ];
}
