import { http, HttpResponse, type HttpHandler } from 'msw';
import { WORKINGHOURS_PATH, type WorkingHoursItem } from '../contract/workinghours.ts';
import { any } from './scenarioHelpers.ts';
import { requestLocale } from './texts.ts';

/**
 * GET v1/me/workinghours answering these items: a schedule around the story's own clock (spec §4, §9 notices), which
 * the recorded schedule cannot be; what the server answers each user is recorded (the world).
 */
export const workingHoursAnswer = (items: (locale: 'ru' | 'en') => WorkingHoursItem[]): HttpHandler =>
  http.get(any(WORKINGHOURS_PATH), ({ request }) => HttpResponse.json({ items: items(requestLocale(request)) }));
