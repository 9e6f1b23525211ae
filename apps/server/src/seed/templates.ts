// The demo space's reply templates (spec §7 GET v1/templates), as listed in
// packages/api/src/contract/demoTemplates.ts: the one for one account is tied to the demo VK account.
import { and, eq } from 'drizzle-orm';
import { DEMO_SPACE_TEMPLATES, DEMO_TEMPLATE_ACCOUNT } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, objects, spaces, templates } from '../db/schema.ts';
import { DEMO_SPACE_NAME } from '../seed.ts';

export async function seedTemplatesDemo(db: Db): Promise<void> {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  if (!space) throw new Error('demo space missing');
  const [account] = await db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(companies.spaceId, space.id), eq(objects.name, DEMO_TEMPLATE_ACCOUNT)));
  if (!account) throw new Error('demo VK account missing');
  await db.insert(templates).values(
    DEMO_SPACE_TEMPLATES.map(({ name, text, provider, ofAccount }) => ({
      spaceId: space.id,
      name,
      text,
      provider,
      objectId: ofAccount ? account.id : null,
    })),
  );
}
