import { CLIENT_ERRORS_PATH, ClientErrorAnswer, type ClientErrorReport } from '../../contract/clientErrors.ts';
import type { Http } from '../http.ts';

export interface ClientErrorsResource {
  /** POST v1/client_errors; the caller swallows its errors. */
  report(report: ClientErrorReport): Promise<ClientErrorAnswer>;
}

export function clientErrorsResource(http: Http): ClientErrorsResource {
  // No bearer header and never a refresh: reporting an error must not start session work of its own. Silent: a
  // report that fails must not raise the outage notice of spec §8 (the page's own calls decide that).
  return {
    report: (report) =>
      http.request({
        method: 'POST',
        path: CLIENT_ERRORS_PATH,
        body: report,
        auth: false,
        silent: true,
        schema: ClientErrorAnswer,
      }),
  };
}
