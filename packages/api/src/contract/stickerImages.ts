// The sandbox's sticker pictures (stickers.ts): small SVG faces drawn here, served by the reference server at GET
// v1/stickers/{id}.svg (and by the mocks' host), so no sticker comes from an external host. Only our own markup.
import type { StickerEntry, StickerMood } from './stickers.ts';

const MOUTHS: Record<StickerMood, string> = {
  smile: '<path d="M40 72 Q64 92 88 72" fill="none" stroke="#222" stroke-width="6" stroke-linecap="round"/>',
  laugh: '<path d="M38 68 Q64 104 90 68 Z" fill="#222"/>',
  wink: '<path d="M42 74 Q64 88 86 74" fill="none" stroke="#222" stroke-width="6" stroke-linecap="round"/>',
  sad: '<path d="M42 84 Q64 66 86 84" fill="none" stroke="#222" stroke-width="6" stroke-linecap="round"/>',
  love: '<path d="M44 72 Q64 90 84 72" fill="none" stroke="#222" stroke-width="6" stroke-linecap="round"/>',
  wow: '<circle cx="64" cy="80" r="10" fill="#222"/>',
};

function eyes(mood: StickerMood): string {
  if (mood === 'love')
    return ['44', '84']
      .map((x) => `<path d="M${x} 56 l-9 -9 a6 6 0 0 1 9 -7 a6 6 0 0 1 9 7 z" fill="#c92a2a" stroke="#fff" stroke-width="2"/>`)
      .join('');
  const right =
    mood === 'wink'
      ? '<path d="M76 48 h16" stroke="#222" stroke-width="6" stroke-linecap="round"/>'
      : '<circle cx="84" cy="48" r="7" fill="#222"/>';
  return `<circle cx="44" cy="48" r="7" fill="#222"/>${right}`;
}

/** The sticker as an SVG document (128 × 128). */
export function stickerSvg(sticker: StickerEntry): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<circle cx="64" cy="64" r="58" fill="${sticker.color}" stroke="#fff" stroke-width="6"/>` +
    `${eyes(sticker.mood)}${MOUTHS[sticker.mood]}</svg>`
  );
}
