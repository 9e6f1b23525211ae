import {
  COMPANIES_PATH,
  CompaniesResponse,
  Company,
  OBJECTS_PATH,
  objectPath,
  ObjectsResponse,
  ObjectsWithTagsResponse,
  SocialObject,
} from '../../contract/objects.ts';
import { companyPath, type CompanyCreate, type CompanyUpdate } from '../../contract/companies.ts';
import { DeletedResponse } from '../../contract/members.ts';
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
  /** POST v1/companies, PATCH and DELETE v1/companies/{id} (contract/companies.ts). */
  create(body: CompanyCreate): Promise<Company>;
  update(id: number, body: CompanyUpdate): Promise<Company>;
  remove(id: number): Promise<DeletedResponse>;
}

export const objectsResource = defineResource<ObjectsResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: OBJECTS_PATH, schema: ObjectsResponse }),
  listWithTags: () => http.request({ method: 'GET', path: `${OBJECTS_PATH}?tags=true`, schema: ObjectsWithTagsResponse }),
  get: (id) => http.request({ method: 'GET', path: objectPath(id), schema: SocialObject }),
}));

export const companiesResource = defineResource<CompaniesResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: COMPANIES_PATH, schema: CompaniesResponse }),
  create: (body) => http.request({ method: 'POST', path: COMPANIES_PATH, body, schema: Company }),
  update: (id, body) => http.request({ method: 'PATCH', path: companyPath(id), body, schema: Company }),
  remove: (id) => http.request({ method: 'DELETE', path: companyPath(id), schema: DeletedResponse }),
}));
