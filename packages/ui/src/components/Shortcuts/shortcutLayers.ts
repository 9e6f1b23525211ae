/** Handlers by key: a letter ('r', 'e'), '?', 'Enter' or 'Escape'. */
export type ShortcutMap = Readonly<Record<string, () => void>>;

/** One mounted useShortcuts: its current handlers, and the keys it lists in the cheat sheet (by key, in order). */
export interface ShortcutLayer {
  current: ShortcutMap;
  listing?: readonly { key: string }[];
}

// The page's shortcut layers in mount order. Two parts of one page may bind the same key (the inbox list and the item
// open beside it both bind E, screens.md "Comments inbox"): a key runs once, in the last mounted part that binds it.
export function createShortcutLayers() {
  const layers: ShortcutLayer[] = [];
  return {
    add: (layer: ShortcutLayer) => void layers.push(layer),
    remove: (layer: ShortcutLayer) => {
      const at = layers.indexOf(layer);
      if (at >= 0) layers.splice(at, 1);
    },
    /** The layer that answers `key`: the last mounted one binding it, or none. */
    ownerOf: (key: string): ShortcutLayer | undefined => {
      for (let at = layers.length - 1; at >= 0; at -= 1) if (layers[at]!.current[key]) return layers[at];
      return undefined;
    },
    /**
     * Every key that works on the page, once (the cheat sheet beside an open item lists the item's keys and the
     * list's): the last mounted part's first, each key as the part that runs it lists it.
     */
    listing: <Entry extends { key: string }>(): Entry[] => {
      const seen = new Set<string>();
      const entries: Entry[] = [];
      for (let at = layers.length - 1; at >= 0; at -= 1)
        for (const entry of (layers[at]!.listing ?? []) as readonly Entry[])
          if (!seen.has(entry.key)) {
            seen.add(entry.key);
            entries.push(entry);
          }
      return entries;
    },
  };
}
