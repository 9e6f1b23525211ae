import { expect, it } from 'vitest';
import { TagConflict } from '../../src/contract/tags.ts';
import { failure, type ContractContext } from './context.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';
import { tagSettingsResource } from '../../src/client/resources/tagSettings.ts';
import { tagsResource } from '../../src/client/resources/usergroups.ts';

// settings/tags and settings/labels (spec §2.4): what the administrator makes is what the inbox reads (GET v1/tags,
// v1/objects?tags=true); a save begun before another administrator's is refused with the tag as it is now.
export function tagsCases({ signedIn }: ContractContext): void {
  it('tags: a tag and a group made in settings reach the inbox; a stale rename is a 409 with the current tag', async () => {
    const admin = await signedIn('admin@demo.local');
    const settings = admin.client.resource(tagSettingsResource);
    const spaceId = (await admin.client.resource(objectsResource).list()).companies[0]!.space_id!;
    const group = await settings.createGroup({ space_id: spaceId, name: 'Контракт' });
    const tag = await settings.createTag({
      space_id: spaceId,
      name: 'Контрактный',
      color: 'red',
      group_id: group.id,
      parent_id: null,
    });
    const listed = await settings.tags(spaceId);
    expect(listed.tags.find((one) => one.id === tag.id)).toMatchObject({ group_id: group.id, items_count: 0 });
    expect((await admin.client.resource(tagsResource).list()).tags.map((one) => one.name)).toContain('Контрактный');
    expect((await admin.client.resource(objectsResource).listWithTags()).tag_groups.map((one) => one.id)).toContain(group.id);
    const seen = { name: tag.name, color: tag.color, group_id: tag.group_id, parent_id: null };
    await settings.updateTag(tag.id, { ...seen, name: 'Первый', seen });
    const refused = await failure(settings.updateTag(tag.id, { ...seen, name: 'Второй', seen }));
    expect(refused.status).toBe(409);
    expect(TagConflict.parse(refused.data).current.name).toBe('Первый');
    await settings.deleteTag(tag.id);
    await settings.deleteGroup(group.id);
    // The operator may read tags in the inbox but not manage them (spec §6: the settings role).
    const operator = await signedIn('operator@demo.local');
    expect((await failure(operator.client.resource(tagSettingsResource).tags(spaceId))).status).toBe(403);
  });

  it('labels: the authors carrying a label, and a label made in settings reaches objects?tags=true', async () => {
    const admin = await signedIn('admin@demo.local');
    const settings = admin.client.resource(tagSettingsResource);
    const spaceId = (await admin.client.resource(objectsResource).list()).companies[0]!.space_id!;
    const label = await settings.createLabel({ space_id: spaceId, name: 'Контрактная', color: 'purple' });
    expect((await admin.client.resource(objectsResource).listWithTags()).labels.map((one) => one.id)).toContain(label.id);
    const authors = await settings.labelAuthors(label.id);
    expect(authors).toMatchObject({ label: { id: label.id, authors_count: 0 }, items: [] });
    await settings.deleteLabel(label.id);
    expect((await settings.labels(spaceId)).items.map((one) => one.id)).not.toContain(label.id);
  });
}
