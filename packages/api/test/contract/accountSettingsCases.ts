import { expect, it } from 'vitest';
import { AccountConflict, seenOfAccount } from '../../src/contract/accountSettings.ts';
import { failure, type ContractContext } from './context.ts';
import { accountSettingsResource } from '../../src/client/resources/accountSettings.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';

// settings/accounts/{id} (spec §2.4 account-edit; docs/accounts.md): a rename reaches GET v1/objects, the reactions
// offered travel with the account, a save begun before another administrator's is a 409 with the account as it is now.
export function accountSettingsCases({ signedIn }: ContractContext): void {
  it('account settings: a rename and the reactions offered reach v1/objects; a stale save is a 409', async () => {
    const admin = await signedIn('admin@demo.local');
    const objects = admin.client.resource(objectsResource);
    const settings = admin.client.resource(accountSettingsResource);
    const vk = (await objects.list()).items.find((one) => one.provider === 'vk')!;
    const before = await settings.get(vk.id);
    expect(before.flags).toEqual({ comments: true, messages: true });
    const saved = await settings.update(vk.id, { name: 'Контрактный VK', reactions: [1, 2], seen: seenOfAccount(before) });
    expect(saved.reactions).toEqual([1, 2]);
    expect((await objects.list()).items.find((one) => one.id === vk.id)).toMatchObject({
      name: 'Контрактный VK',
      reactions: [1, 2],
    });
    const refused = await failure(settings.update(vk.id, { name: 'Поздний', seen: seenOfAccount(before) }));
    expect(refused.status).toBe(409);
    expect(AccountConflict.parse(refused.data).current.object.name).toBe('Контрактный VK');
    await settings.update(vk.id, { name: before.object.name, reactions: before.reactions });
    // The operator reads accounts but does not manage them (spec §1, §6: the settings role).
    const operator = await signedIn('operator@demo.local');
    expect((await failure(operator.client.resource(accountSettingsResource).get(vk.id))).status).toBe(403);
  });
}
