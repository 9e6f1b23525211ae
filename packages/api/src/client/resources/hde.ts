import { HdeDesk, hdePath, IssueDesk, IssueDeskTicket, issueDeskPath, type HdeConnect } from '../../contract/hde.ts';
import { defineResource } from '../resource.ts';

// HelpDeskEddy (docs/hde.md): the space's desk of settings/hde/{id}, and an issue's ticket there.
export interface HdeResource {
  /** GET v1/hde/{space_id}: the desk, connected or not (never its key). */
  get(spaceId: number): Promise<HdeDesk>;
  /** PUT v1/hde/{space_id}: connects once the desk accepts the key; 400 with the reason otherwise. */
  connect(spaceId: number, body: HdeConnect): Promise<HdeDesk>;
  /** DELETE v1/hde/{space_id}. */
  disconnect(spaceId: number): Promise<HdeDesk>;
  /** GET v1/issues/{id}/hde: whether the issue's space has a desk, and its ticket. */
  issueDesk(issueId: number): Promise<IssueDesk>;
  /** POST v1/issues/{id}/hde: sends the issue as a ticket (again: the same ticket). */
  send(issueId: number): Promise<IssueDeskTicket>;
}

export const hdeResource = defineResource<HdeResource>(({ http }) => ({
  get: (spaceId) => http.request({ method: 'GET', path: hdePath(spaceId), schema: HdeDesk }),
  connect: (spaceId, body) => http.request({ method: 'PUT', path: hdePath(spaceId), body, schema: HdeDesk }),
  disconnect: (spaceId) => http.request({ method: 'DELETE', path: hdePath(spaceId), schema: HdeDesk }),
  issueDesk: (issueId) => http.request({ method: 'GET', path: issueDeskPath(issueId), schema: IssueDesk }),
  send: (issueId) => http.request({ method: 'POST', path: issueDeskPath(issueId), body: {}, schema: IssueDeskTicket }),
}));
