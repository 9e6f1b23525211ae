import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import { TEMPLATES_PATH, type TemplatesResponse } from '../contract/templates.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';

// GET v1/templates on one host, for the stories that do not replay the world yet; counts, the user's status, working
// hours and client error reports are recorded (the world and `status` scripts).
export function workspaceHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, TemplatesResponse | ErrorBody>(`${host}${TEMPLATES_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const params = new URL(request.url).searchParams;
      const objectId = params.get('object_id');
      // As the server: object_id narrows to its account's network (another space's or an unknown account: 404).
      const object = objectId === null ? null : state.objects.find((o) => o.id === Number(objectId));
      if (object === undefined) return errorAnswer(request, 404, 'notFound');
      const provider = params.get('provider') ?? object?.provider ?? null;
      const q = params.get('q')?.toLowerCase();
      const items = state.templates.filter(
        (t) =>
          (provider === null || t.provider === null || t.provider === provider) &&
          (!q || t.name.toLowerCase().includes(q) || t.text.toLowerCase().includes(q)),
      );
      return HttpResponse.json({ items });
    }),
  ];
}
