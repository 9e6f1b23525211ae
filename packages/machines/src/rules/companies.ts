import type { Company } from '@console/api/contract';

/** The space a company belongs to: its `space_id`, else the only (or first) space of the user (docs/answers.md). */
export const companySpaceId = (company: Pick<Company, 'space_id'>, spaceIds: readonly number[]): number | null =>
  company.space_id ?? spaceIds[0] ?? null;

/** The space of the company `companyId` among `companies`, or null when it is not there. */
export const spaceOfCompany = (
  companies: readonly Pick<Company, 'id' | 'space_id'>[] | undefined,
  companyId: number,
  spaceIds: readonly number[],
): number | null => {
  const company = companies?.find((one) => one.id === companyId);
  return company ? companySpaceId(company, spaceIds) : null;
};

/** A company's name, or its id for a backend that sends none (docs/answers.md). */
export const companyName = (company: Pick<Company, 'id' | 'name'>): string => company.name ?? `#${company.id}`;
