import { delay, http, HttpResponse } from 'msw';
import { errorAnswer } from './respond.ts';

// Scenarios match any host ('*/v1/…'), so a story's client may use whatever apiHosts it likes.
export const any = (path: string): string => `*/${path}`;

type Method = 'get' | 'post' | 'put' | 'delete';

// One endpoint (each of its methods) answered in the common failure ways: network error, never answering, 500.
export const failures = (method: Method | Method[], path: string) => {
  const methods = Array.isArray(method) ? method : [method];
  return {
    networkError: methods.map((m) => http[m](any(path), () => HttpResponse.error())),
    // Never answers: keeps the screen in its loading or submitting state.
    slow: methods.map((m) =>
      http[m](any(path), async () => {
        await delay('infinite');
        return HttpResponse.error();
      }),
    ),
    serverError500: methods.map((m) => http[m](any(path), ({ request }) => errorAnswer(request, 500, 'internal'))),
  };
};
