/**
 * The key two spellings of one exercise share, to match an imported exercise with one Repwise
 * knows: "Bench Press (Barbell)" and "barbell bench press" are one exercise. Chinese (and
 * Japanese, Korean) names have no word spaces to sort by, so their characters keep their order.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const APOSTROPHES = /['’`]/g;
const SEPARATORS = /[\p{P}\p{S}\s]+/gu;

export function exerciseNameKey(name: string): string {
  const text = name.normalize('NFKC').toLowerCase().replace(APOSTROPHES, '');
  if (CJK.test(text)) return text.replace(SEPARATORS, '');
  return text
    .replace(SEPARATORS, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .sort()
    .join(' ');
}
