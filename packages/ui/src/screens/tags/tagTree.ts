import type { ManagedTag } from '@console/api/contract';

/** The tags a tag may sit in: any of its space's but itself and its descendants (the server refuses a cycle too). */
export function possibleParents(tags: readonly ManagedTag[], id: number | null): ManagedTag[] {
  if (id === null) return [...tags];
  const below = new Set<number>([id]);
  // Descendants by repeated passes: a space has tens of tags.
  for (let grew = true; grew;) {
    grew = false;
    for (const tag of tags) {
      if (tag.parent_id !== null && below.has(tag.parent_id) && !below.has(tag.id)) {
        below.add(tag.id);
        grew = true;
      }
    }
  }
  return tags.filter((tag) => !below.has(tag.id));
}

/** The number in the address after `segment/` (settings/tags/12 → 12); null for 'new' or none. */
export function idAfter(location: string, segment: string): number | null {
  const found = new RegExp(`/${segment}/(\\d+)`).exec(location)?.[1];
  return found ? Number(found) : null;
}
