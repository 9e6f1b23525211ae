import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { composerMachine } from '../src/composerMachine.ts';
import { DRAFT_STORAGE_PREFIX, readDraft, storageDraftStore, writeDraft, type DraftStorage } from '../src/composerStore.ts';

const memoryStorage = (): DraftStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

describe('composer drafts in a Storage (screens.md "A draft per item survives reload")', () => {
  it('keeps a draft per key and removes it when it is empty with nothing queued', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'item:1', { text: 'a', outbox: [] });
    writeDraft(storage, 'item:2', { text: '', outbox: [{ key: 'k', text: 'b', close: false }] });
    expect(readDraft(storage, 'item:1')).toEqual({ text: 'a', outbox: [] });
    expect(readDraft(storage, 'item:2').outbox[0]?.key).toBe('k');
    writeDraft(storage, 'item:1', { text: '', outbox: [] });
    expect(storage.map.has(`${DRAFT_STORAGE_PREFIX}item:1`)).toBe(false);
  });

  it('ignores malformed stored values', () => {
    const storage = memoryStorage();
    for (const raw of ['{', '42', '{"text":5,"outbox":[{"key":1}]}', 'null']) {
      storage.map.set(`${DRAFT_STORAGE_PREFIX}x`, raw);
      expect(readDraft(storage, 'x')).toEqual({ text: '', outbox: [] });
    }
  });

  it('a storage that throws keeps the draft in memory only', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readDraft(broken, 'x')).toEqual({ text: '', outbox: [] });
    expect(() => writeDraft(broken, 'x', { text: 'a', outbox: [] })).not.toThrow();
  });

  it('a reload restores the text typed into the composer', async () => {
    const storage = memoryStorage();
    const machine = composerMachine.provide({ actors: { store: storageDraftStore(storage) } });
    const input = { draftKey: 'item:9', online: true, newKey: () => 'k' };
    const first = createActor(machine, { input }).start();
    await waitFor(first, (s) => s.matches('editing'));
    first.send({ type: 'change', text: 'не потеряется' });
    first.stop();
    const second = createActor(machine, { input }).start();
    await waitFor(second, (s) => s.matches('editing'));
    expect(second.getSnapshot().context.text).toBe('не потеряется');
    second.stop();
  });
});
