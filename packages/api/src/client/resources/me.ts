import { ME_PATH, User } from '../../contract/user.ts';
import type { Http } from '../http.ts';

export interface MeResource {
  get(): Promise<User>;
}

export function meResource(http: Http): MeResource {
  return { get: () => http.request({ method: 'GET', path: ME_PATH, schema: User }) };
}
