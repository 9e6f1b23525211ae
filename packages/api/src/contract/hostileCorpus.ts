// Demo data shared by the MSW inbox (mocks/itemsFixtures.ts) and the reference server's seed and sandbox sources:
// a seeded generator and the hostile corpus. Plain data, no MSW.

/** A small seeded generator (mulberry32): the same seed gives the same fixtures. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Network text is hostile (quality.md "Security and reliability"): markup and script strings, right-to-left and
 * zero-width characters, a 32,768-character word, long emoji sequences. The screens must show all of it as text.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  '<script>window.__hostile = true</script>Отличный кофе!',
  '<img src=x onerror="window.__hostile = true">',
  '"><svg onload="window.__hostile=true">',
  'javascript:window.__hostile=true',
  '[click](javascript:window.__hostile=true) ${7*7} {{constructor.constructor("return 1")()}}',
  '\u202Egnp.exe\u202C — файл от клиента',
  'Zero\u200Bwidth\u200Cjoiner\u200Dtext\uFEFF',
  'x'.repeat(32_768),
  '👨‍👩‍👧‍👦'.repeat(40) + '🏳️‍🌈'.repeat(30),
  'مرحبا، أريد استرداد المبلغ',
  'Ｔｈｉｓ ｉｓ ｆｕｌｌｗｉｄｔｈ',
];

export const HOSTILE_NAMES: readonly string[] = [
  '\u202EnimdA\u202C Support',
  'Ann\u200Ba\u200D Zero',
  '<b>Bold</b> & "quoted"',
  '𝕱𝖆𝖓𝖈𝖞 𝕹𝖆𝖒𝖊 '.repeat(6),
];

/** Attachment names are the sender's too (quality.md): a right-to-left override passing an .exe off as a .txt. */
export const HOSTILE_FILE_NAMES: readonly string[] = [
  'заказ №42\u202Etxt.exe',
  '\u202Egnp.exe\u202C<script>.pdf',
  'invoice\u200B\u2066.pdf',
  '<img src=x onerror="window.__hostile=true">.png',
];

/** Ordinary customer comments for the demo inbox (the mocks' fixture and the server's seed share them). */
export const ORDINARY_TEXTS: readonly string[] = [
  'Когда откроется новая кофейня на Лесной?',
  'Заказ №4512 не пришёл, помогите, пожалуйста',
  'Спасибо за вкусный раф!',
  'Почему списали деньги дважды?',
  'Do you deliver to the airport?',
  'Бариста сегодня был очень вежлив 👍',
  'Where can I find the allergen list?',
  'Очень долго ждали заказ, 40 минут',
  'Можно ли оплатить картой на месте?',
  'Loved the new seasonal menu!',
];
