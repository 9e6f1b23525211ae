import { companyPath, type CompanyCreate, type CompanyUpdate } from '../../contract/companies.ts';
import { DeletedResponse } from '../../contract/members.ts';
import { COMPANIES_PATH, Company } from '../../contract/objects.ts';
import { defineResource } from '../resource.ts';

export interface CompanyWritesResource {
  /** POST v1/companies, PATCH and DELETE v1/companies/{id} (contract/companies.ts, docs/companies.md). */
  create(body: CompanyCreate): Promise<Company>;
  update(id: number, body: CompanyUpdate): Promise<Company>;
  remove(id: number): Promise<DeletedResponse>;
}

// The accounts page's company writes: their own module, so they load with that page and not with the shell.
export const companyWritesResource = defineResource<CompanyWritesResource>(({ http }) => ({
  create: (body) => http.request({ method: 'POST', path: COMPANIES_PATH, body, schema: Company }),
  update: (id, body) => http.request({ method: 'PATCH', path: companyPath(id), body, schema: Company }),
  remove: (id) => http.request({ method: 'DELETE', path: companyPath(id), schema: DeletedResponse }),
}));
