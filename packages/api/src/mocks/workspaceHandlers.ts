import { http, HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_ERRORS_PATH, ClientErrorReport, type ClientErrorAnswer } from '../contract/clientErrors.ts';
import { COUNTS_PATH, type CountsResponse } from '../contract/counts.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { STATUS_PATH, StatusUpdate, type StatusResponse } from '../contract/status.ts';
import { TEMPLATES_PATH, type TemplatesResponse } from '../contract/templates.ts';
import { DEMO_SPACE, demoUserStatuses } from './fixtures.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';
import { applySchedule } from './workinghours.ts';

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);

// The workspace endpoints on one host: counts, the user's status, templates and the client error reports.
export function workspaceHandlers(host: string, state: MockState): HttpHandler[] {
  return [
    http.get<never, never, CountsResponse | ErrorBody>(`${host}${COUNTS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      // contract counts.ts: monitoring_count only when asked for with monitoring=1.
      const monitoring = new URL(request.url).searchParams.get('monitoring') === '1';
      return HttpResponse.json({ ...state.counts, monitoring_count: monitoring ? state.counts.monitoring_count : 0 });
    }),
    http.get<never, never, StatusResponse | ErrorBody>(`${host}${STATUS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      // As the server: auto_update=1 applies the working-hours schedule.
      if (new URL(request.url).searchParams.get('auto_update') === '1') applySchedule(state, auth.user.id);
      return HttpResponse.json({ status: state.statusOf(auth.user.id).status });
    }),
    http.put<never, StatusUpdate, StatusResponse | ErrorBody>(`${host}${STATUS_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const update = StatusUpdate.safeParse(await readJson(request));
      if (!update.success) return errorAnswer(request, 400, 'badRequest');
      // The status must be one of the user's space (the demo user belongs to the one demo space).
      const known = demoUserStatuses().some((s) => s.id === update.data.status);
      if (!known || (update.data.space_id !== undefined && update.data.space_id !== DEMO_SPACE.id)) {
        return errorAnswer(request, 400, 'invalidStatus');
      }
      return HttpResponse.json({ status: state.setStatus(auth.user.id, update.data.status).status });
    }),
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
    http.post<never, ClientErrorReport, ClientErrorAnswer | ErrorBody>(`${host}${CLIENT_ERRORS_PATH}`, async ({ request }) => {
      const report = ClientErrorReport.safeParse(await readJson(request));
      if (!report.success) return errorAnswer(request, 400, 'badRequest');
      state.clientErrors.push(report.data);
      return HttpResponse.json({});
    }),
  ];
}
