import * as z from 'zod/mini';
import type { SocialObject } from './objects.ts';

// settings/accounts/{id}/stickers (spec §2.4 stickers: "the sticker sets offered in the composer, where the provider
// has them"). The sandbox catalogue's sets for Telegram and VK; their images are small SVGs the reference server draws
// itself (GET v1/stickers/{sticker}.svg: no external URLs). docs/accounts.md "Stickers".
export const accountStickersPath = (id: number): string => `v1/objects/${id}/stickers`;
export const STICKERS_PATH = 'v1/stickers';
/** Relative to an API host, as an attachment's url. */
export const stickerImagePath = (sticker: string): string => `${STICKERS_PATH}/${sticker}.svg`;

/** A sticker's picture: a face of one colour with a mood (the server's stickers/images.ts draws it). */
export type StickerMood = 'smile' | 'laugh' | 'wink' | 'sad' | 'love' | 'wow';
export interface StickerEntry {
  readonly id: string;
  /** The sticker's meaning, the image's accessible name (network content: not translated). */
  readonly name: string;
  readonly color: string;
  readonly mood: StickerMood;
}
export interface StickerSetEntry {
  readonly id: string;
  readonly provider: string;
  /** The set's name as the network shows it (not translated). */
  readonly name: string;
  readonly stickers: readonly StickerEntry[];
}

const set = (provider: string, id: string, name: string, color: string, moods: readonly StickerMood[]): StickerSetEntry => ({
  id,
  provider,
  name,
  stickers: moods.map((mood, index) => ({ id: `${id}-${index + 1}`, name: `${name}: ${mood}`, color, mood })),
});

/** The sandbox's sticker sets: Telegram and VK have them; other networks none. */
export const STICKER_SETS: readonly StickerSetEntry[] = [
  set('telegram', 'tg-sunny', 'Sunny', '#f5b400', ['smile', 'laugh', 'wink', 'love', 'wow']),
  set('telegram', 'tg-mint', 'Mint', '#2bb673', ['smile', 'sad', 'wow', 'wink']),
  set('telegram', 'tg-berry', 'Berry', '#d6336c', ['love', 'laugh', 'smile', 'sad', 'wink', 'wow']),
  set('vk', 'vk-sky', 'Sky', '#3f8ae0', ['smile', 'laugh', 'wow', 'love']),
  set('vk', 'vk-plum', 'Plum', '#7950f2', ['wink', 'sad', 'smile', 'love', 'laugh']),
];

export const stickerSetsOf = (provider: string): StickerSetEntry[] => STICKER_SETS.filter((s) => s.provider === provider);
export const stickerOf = (id: string): { set: StickerSetEntry; sticker: StickerEntry } | undefined => {
  for (const entry of STICKER_SETS) {
    const sticker = entry.stickers.find((s) => s.id === id);
    if (sticker) return { set: entry, sticker };
  }
  return undefined;
};

/** The sets a chat's composer offers for an account: the provider's, less those the administrator turned off. */
export function offeredStickerSets(provider: string, object: Pick<SocialObject, 'stickers'> | undefined): StickerSetEntry[] {
  const chosen = object?.stickers;
  return stickerSetsOf(provider).filter((entry) => !chosen || chosen.includes(entry.id));
}

const SetId = z.string().check(z.minLength(1), z.maxLength(64));
export const Sticker = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type Sticker = z.infer<typeof Sticker>;
export const StickerSet = z.object({ id: z.string(), name: z.string(), stickers: z.array(Sticker), enabled: z.boolean() });
export type StickerSet = z.infer<typeof StickerSet>;

/** GET v1/objects/{id}/stickers: the provider's sets (none for a network without stickers) with the account's switches. */
export const AccountStickers = z.object({ provider: z.string(), sets: z.array(StickerSet) });
export type AccountStickers = z.infer<typeof AccountStickers>;

/** PATCH v1/objects/{id}/stickers: the enabled sets; `seen` (the enabled sets the page began from) refuses with 409. */
export const AccountStickersUpdate = z.object({
  enabled: z.array(SetId).check(z.maxLength(100)),
  seen: z.optional(z.array(SetId).check(z.maxLength(100))),
});
export type AccountStickersUpdate = z.infer<typeof AccountStickersUpdate>;
export const AccountStickersConflict = z.object({
  error: z.string(),
  error_type: z.literal('conflict'),
  current: AccountStickers,
});
export type AccountStickersConflict = z.infer<typeof AccountStickersConflict>;

export const enabledStickerSets = (stickers: AccountStickers): string[] =>
  stickers.sets.filter((s) => s.enabled).map((s) => s.id);

/** POST v1/chats/{id}/messages' `sticker`: one of the sets the account offers. */
export const StickerId = z.string().check(z.minLength(1), z.maxLength(64));
