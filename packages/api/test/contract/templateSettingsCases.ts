import { expect, it } from 'vitest';
import { TemplateConflict } from '../../src/contract/templates.ts';
import { failure, type ContractContext } from './context.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';
import { templatesResource } from '../../src/client/resources/templates.ts';

// settings/templates (spec §2.4): what an editor makes is what the composer's GET v1/templates answers, at once in the
// same client (its write drops the 30-minute cache); a save begun before another's is refused with the template now.
export function templateSettingsCases({ signedIn }: ContractContext): void {
  it('templates: a template made and edited in settings reaches GET v1/templates of the same client; a stale edit is a 409', async () => {
    const operator = await signedIn('operator@demo.local');
    const templates = operator.client.resource(templatesResource);
    const spaceId = (await operator.client.resource(objectsResource).list()).companies[0]!.space_id!;
    const before = await templates.list({ provider: 'vk' });
    const made = await templates.create({ space_id: spaceId, name: 'Контрактный', text: 'Раз', provider: 'vk', object_id: null });
    expect((await templates.list({ provider: 'vk' })).items.map((one) => one.id)).toContain(made.id);
    const seen = { name: made.name, text: made.text, provider: made.provider, object_id: null };
    const fields = { name: made.name, provider: 'vk' as const, object_id: null };
    await templates.update(made.id, { ...fields, text: 'Два, {author}', seen });
    const refused = await failure(templates.update(made.id, { ...fields, text: 'Три', seen }));
    expect(refused.status).toBe(409);
    expect(TemplateConflict.parse(refused.data).current.text).toBe('Два, {author}');
    expect((await templates.list({ provider: 'vk' })).items.find((one) => one.id === made.id)?.text).toBe('Два, {author}');
    expect((await templates.manage(spaceId)).items.find((one) => one.id === made.id)).toMatchObject({ space_id: spaceId });
    await templates.remove(made.id);
    expect((await templates.list({ provider: 'vk' })).items).toHaveLength(before.items.length);
    // A moderator has no templates flag by default (spec §1, §6).
    const moderator = await signedIn('moderator@demo.local');
    expect((await failure(moderator.client.resource(templatesResource).manage(spaceId))).status).toBe(403);
  });
}
