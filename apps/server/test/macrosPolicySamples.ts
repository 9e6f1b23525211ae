// Sample requests of settings/macros and the macro runs (routes/macros.ts) for the role × endpoint test and the
// hostile-values test: each succeeds for every role the policy allows on the demo space; a call that consumes a record
// (an update, a delete) makes its own first. The item run's macro only adds a tag, so every role that may tag may run it.
import type { InjectOptions } from 'fastify';
import type { MacroAction, RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { macros } from '../src/db/schema.ts';
import { telegramChat } from './chatsPolicySamples.ts';
import { vkItem } from './itemsPolicySamples.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

async function freshMacro(db: Db, actions: MacroAction[] = [{ type: 'add_tags', tag_ids: [1] }]): Promise<number> {
  const [row] = await db
    .insert(macros)
    .values({ spaceId: await demoSpaceId(db), name: 'Policy macro', actions })
    .returning({ id: macros.id });
  return row!.id;
}

export const MACROS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/macros': async (db) => ({ method: 'GET', url: `/v1/macros?space_id=${await demoSpaceId(db)}` }),
  'POST /v1/macros': async (db) => ({
    method: 'POST',
    url: '/v1/macros',
    payload: { space_id: await demoSpaceId(db), name: 'Policy', shortcut: null, actions: [{ type: 'close' }] },
  }),
  'PATCH /v1/macros/:id': async (db) => ({
    method: 'PATCH',
    url: `/v1/macros/${await freshMacro(db)}`,
    payload: { name: 'Policy', shortcut: null, actions: [{ type: 'priority', priority: 'high' }] },
  }),
  'DELETE /v1/macros/:id': async (db) => ({ method: 'DELETE', url: `/v1/macros/${await freshMacro(db)}` }),
  'POST /v1/items/:id/macro': async (db) => {
    const item = await vkItem(db);
    return {
      method: 'POST',
      url: `/v1/items/${item.id}/macro`,
      payload: { macro_id: await freshMacro(db), version: item.version },
    };
  },
  // On a chat the macro closes it: closing is the moderators' too (spec §1), so every role that may tag may run it.
  'POST /v1/chats/:id/macro': async (db) => {
    const chat = await telegramChat(db);
    return {
      method: 'POST',
      url: `/v1/chats/${chat.id}/macro`,
      payload: { macro_id: await freshMacro(db, [{ type: 'close' }]), version: chat.version },
    };
  },
  'POST /v1/items/bulk/macro': async (db) => ({
    method: 'POST',
    url: '/v1/items/bulk/macro',
    payload: { ids: [(await vkItem(db)).id], macro_id: await freshMacro(db) },
  }),
};
