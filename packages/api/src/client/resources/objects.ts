import {
  COMPANIES_PATH,
  CompaniesResponse,
  OBJECTS_PATH,
  objectPath,
  ObjectsResponse,
  ObjectsWithTagsResponse,
  SocialObject,
} from '../../contract/objects.ts';
import { defineResource } from '../resource.ts';

export interface ObjectsResource {
  /** spec §7: GET v1/objects: the connected accounts and companies of the user's spaces. */
  list(): Promise<ObjectsResponse>;
  /** spec §7: GET v1/objects?tags=true: also tags, tag groups, labels, departments and AI agents. */
  listWithTags(): Promise<ObjectsWithTagsResponse>;
  /** GET v1/objects/{id}: one account of the user's spaces (404 otherwise). */
  get(id: number): Promise<SocialObject>;
}

export interface CompaniesResource {
  /** spec §7: GET v1/companies. */
  list(): Promise<CompaniesResponse>;
}

export const objectsResource = defineResource<ObjectsResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: OBJECTS_PATH, schema: ObjectsResponse }),
  listWithTags: () => http.request({ method: 'GET', path: `${OBJECTS_PATH}?tags=true`, schema: ObjectsWithTagsResponse }),
  get: (id) => http.request({ method: 'GET', path: objectPath(id), schema: SocialObject }),
}));

export const companiesResource = defineResource<CompaniesResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: COMPANIES_PATH, schema: CompaniesResponse }),
}));
