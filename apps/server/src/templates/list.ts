// spec §7 GET v1/templates: the reply templates of the user's spaces that fit the reply being written.
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Template, TemplatesQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, objects, templates } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { likePattern } from '../items/list.ts';

/** The account of `object_id` in one of the spaces; another space's account is not found (quality.md: 404). */
async function objectIn(db: Db, spaceIds: readonly number[], objectId: number) {
  const [row] = await db
    .select({ id: objects.id, provider: objects.provider, spaceId: companies.spaceId })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(objects.id, objectId), inArray(companies.spaceId, [...spaceIds])));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

/**
 * Each given parameter narrows the list: object_id to that account's space, its network and its own templates;
 * provider to that network's; a template for every network (provider null) always matches both. q finds the name or
 * the text, case-insensitively, with % _ \ taken literally.
 */
export async function listTemplates(db: Db, spaceIds: readonly number[], query: TemplatesQuery): Promise<Template[]> {
  if (spaceIds.length === 0) return [];
  const object = query.object_id === undefined ? null : await objectIn(db, spaceIds, Number(query.object_id));
  const provider = query.provider ?? object?.provider;
  // An account of another network than `provider` has no templates of one network.
  const networkOk = !(object && query.provider !== undefined && query.provider !== object.provider);
  const ofNetwork: SQL | undefined =
    provider === undefined
      ? undefined
      : and(
          eq(templates.provider, provider),
          object ? or(isNull(templates.objectId), eq(templates.objectId, object.id)) : undefined,
        );
  const search = query.q?.trim() ?? '';
  return db
    .select({ id: templates.id, name: templates.name, text: templates.text, provider: templates.provider })
    .from(templates)
    .where(
      and(
        object ? eq(templates.spaceId, object.spaceId) : inArray(templates.spaceId, [...spaceIds]),
        ofNetwork === undefined ? undefined : or(isNull(templates.provider), networkOk ? ofNetwork : undefined),
        search === '' ? undefined : or(ilike(templates.name, likePattern(search)), ilike(templates.text, likePattern(search))),
      ),
    )
    .orderBy(asc(templates.id));
}
