// Demo companies and connected accounts of the demo space (shell): several networks, one in error, so
// the main menu's Messages and Comments and the errors dropdown can be seen. The MSW fixtures mirror them.
import type { CompanySettings } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, objects } from '../db/schema.ts';

// The seeded broken account (the end-to-end test looks for it in the errors dropdown).
export const DEMO_BROKEN_OBJECT = { name: 'zerno.coffee', error: 'Token expired, reconnect the account' } as const;

const SETTINGS: CompanySettings = { items_assigned_to: null, status_open: true, tags_mode: 'any' };

type DemoObject = Omit<typeof objects.$inferInsert, 'companyId'>;

const DEMO_COMPANIES: ReadonlyArray<{ name: string; settings: CompanySettings; objects: DemoObject[] }> = [
  {
    name: 'Кофейня «Зерно»',
    settings: SETTINGS,
    objects: [
      {
        name: 'Кофейня «Зерно» ВКонтакте',
        provider: 'vk',
        providerId: '-218450000',
        screenName: 'zerno_coffee',
        domain: 'vk.com',
        url: 'https://vk.com/zerno_coffee',
      },
      {
        name: 'Zerno Bot',
        provider: 'telegram',
        providerId: '7012345678',
        screenName: 'zerno_help_bot',
        domain: 't.me',
        url: 'https://t.me/zerno_help_bot',
      },
      {
        name: DEMO_BROKEN_OBJECT.name,
        provider: 'instagram',
        providerId: '17841400000000000',
        screenName: 'zerno.coffee',
        domain: 'instagram.com',
        url: 'https://www.instagram.com/zerno.coffee',
        error: DEMO_BROKEN_OBJECT.error,
      },
    ],
  },
  {
    name: 'Zerno Delivery',
    settings: { ...SETTINGS, status_open: false },
    objects: [
      { name: 'Зерно на Тверской', provider: 'gmaps', providerId: 'ChIJzernoTverskaya', domain: 'maps.google.com' },
      { name: 'Zerno Delivery', provider: 'whatsapp', providerId: '+79991234567' },
    ],
  },
];

/** One demo company with its accounts in a space (the shell's, and the items' and chats' own companies). */
export async function seedCompany(
  db: Db,
  spaceId: number,
  company: { name: string; settings?: CompanySettings; objects: readonly DemoObject[] },
): Promise<void> {
  const [row] = await db
    .insert(companies)
    .values({ spaceId, name: company.name, settings: company.settings ?? SETTINGS })
    .returning({ id: companies.id });
  if (!row) throw new Error(`company ${company.name} not created`);
  await db.insert(objects).values(company.objects.map((object) => ({ ...object, companyId: row.id })));
}

/** Seeds the demo companies and their accounts into a space. */
export async function seedObjects(db: Db, spaceId: number): Promise<void> {
  for (const company of DEMO_COMPANIES) await seedCompany(db, spaceId, company);
}
