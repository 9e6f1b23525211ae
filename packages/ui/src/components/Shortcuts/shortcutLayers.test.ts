import { describe, expect, it } from 'vitest';
import { createShortcutLayers } from './shortcutLayers.ts';

const noop = () => undefined;

describe('shortcut layers', () => {
  it('gives a key bound twice to the part mounted last, and other keys to whoever binds them', () => {
    const layers = createShortcutLayers();
    const list = { current: { j: noop, e: noop } };
    const item = { current: { e: noop, Escape: noop } };
    layers.add(list);
    layers.add(item);
    expect(layers.ownerOf('e')).toBe(item);
    expect(layers.ownerOf('j')).toBe(list);
    expect(layers.ownerOf('Escape')).toBe(item);
    expect(layers.ownerOf('x')).toBeUndefined();
  });

  it('hands a key back when the later part unmounts', () => {
    const layers = createShortcutLayers();
    const list = { current: { e: noop } };
    const item = { current: { e: noop } };
    layers.add(list);
    layers.add(item);
    layers.remove(item);
    expect(layers.ownerOf('e')).toBe(list);
  });

  it('lists every working key once for the cheat sheet: the last mounted part first, a shared key as its owner has it', () => {
    const layers = createShortcutLayers();
    const listed = (key: string, action: string) => ({ key, action });
    layers.add({
      current: { j: noop, e: noop },
      listing: [listed('j', 'next'), listed('e', 'close')],
    });
    layers.add({
      current: { r: noop, e: noop },
      listing: [listed('r', 'reply'), listed('e', 'closeItem')],
    });
    expect(layers.listing<ReturnType<typeof listed>>()).toEqual([
      listed('r', 'reply'),
      listed('e', 'closeItem'),
      listed('j', 'next'),
    ]);
  });
});
