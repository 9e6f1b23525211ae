import { http, HttpResponse, type HttpHandler } from 'msw';
import { WORKINGHOURS_PATH, type WorkingHoursItem } from '../contract/workinghours.ts';
import { any, failures } from './scenarioHelpers.ts';
import { requestLocale } from './texts.ts';

// Named answers of GET v1/me/workinghours (spec §7); what the server answers each user is recorded (the world).
export const workingHoursScenarios = {
  empty: [http.get(any(WORKINGHOURS_PATH), () => HttpResponse.json({ items: [] }))],
  ...failures('get', WORKINGHOURS_PATH),
} satisfies Record<string, HttpHandler[]>;

/** A handler answering these items to every GET v1/me/workinghours: a schedule around the story's own clock. */
export const workingHoursAnswer = (items: (locale: 'ru' | 'en') => WorkingHoursItem[]): HttpHandler =>
  http.get(any(WORKINGHOURS_PATH), ({ request }) => HttpResponse.json({ items: items(requestLocale(request)) }));
