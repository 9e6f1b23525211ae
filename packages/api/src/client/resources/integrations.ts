import {
  INTEGRATIONS_PATH,
  Integration,
  IntegrationsResponse,
  IntegrationTestResult,
  integrationPath,
  integrationTestPath,
  type IntegrationConnect,
  type IntegrationKind,
} from '../../contract/integrations.ts';
import { defineResource } from '../resource.ts';

export interface IntegrationsResource {
  /** GET v1/integrations?space_id: the space's channels, connected or not (never their tokens). */
  list(spaceId: number): Promise<IntegrationsResponse>;
  /** PUT v1/integrations/{kind}: connects once the service accepts the token; a 400 with the reason otherwise. */
  connect(kind: IntegrationKind, body: IntegrationConnect): Promise<Integration>;
  /** POST v1/integrations/{kind}/test: a test message into the connected chat or channel. */
  test(kind: IntegrationKind, spaceId: number): Promise<IntegrationTestResult>;
  /** DELETE v1/integrations/{kind}?space_id. */
  disconnect(kind: IntegrationKind, spaceId: number): Promise<Integration>;
}

export const integrationsResource = defineResource<IntegrationsResource>(({ http }) => ({
  list: (spaceId) =>
    http.request({ method: 'GET', path: `${INTEGRATIONS_PATH}?space_id=${spaceId}`, schema: IntegrationsResponse }),
  connect: (kind, body) => http.request({ method: 'PUT', path: integrationPath(kind), body, schema: Integration }),
  test: (kind, spaceId) =>
    http.request({ method: 'POST', path: integrationTestPath(kind), body: { space_id: spaceId }, schema: IntegrationTestResult }),
  disconnect: (kind, spaceId) =>
    http.request({ method: 'DELETE', path: `${integrationPath(kind)}?space_id=${spaceId}`, schema: Integration }),
}));
