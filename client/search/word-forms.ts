// How words are folded before they are indexed or searched, by the build and by the Web Worker alike:
// a reader who types "refund" finds "Refunds", and one who types "affiliate" finds `affiliateId`.

/**
 * The singular of a regular English plural, as Algolia's `ignorePlurals` folds them: `fees` → `fee`,
 * `entries` → `entry`, `addresses` → `address`, `matches` → `match`, `statuses` → `status`. Words of three letters or fewer
 * and endings that are not plurals (`status`, `address`, `analysis`) are left alone. Applied to the
 * index and to the query alike, so a rare wrong fold (`caches` → `cach`) still finds its own word.
 */
export function singular(word: string): string {
  if (word.length <= 3 || !/[a-z]s$/.test(word) || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // `statuses`, `bonuses`, `viruses`, `focuses`; not `causes` or `uses`, whose singular keeps its e.
  if (/(?:ss|sh|ch|x|[tnrc]us)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Lower case without accents, so `hola` finds "¡Hola!" and `Deposits` finds "deposits". */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase();
  return ASCII.test(lower) ? lower : lower.normalize('NFKD').replace(/\p{M}+/gu, '');
}
const ASCII = /^[\x00-\x7f]*$/;

const LOWER_ASCII = /^[a-z0-9]+$/;
const ASCII_CAMEL = /[a-z][A-Z]|[A-Z][A-Z][a-z]/;
/** A lower-case letter followed by a capital, or a run of capitals followed by a capitalised word (`XMLHttp`). */
const CAMEL_BOUNDARY = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * The terms one word is indexed and searched as: the whole word, normalised and singular, and for an
 * identifier written in camelCase also each of its parts (`affiliateId` → `affiliateid`, `affiliate`,
 * `id`), so that the words of a field name find it. None for an empty word.
 */
export function wordTerms(word: string): string[] {
  // Most words are plain lower-case ASCII: no accents to strip, no parts to find.
  if (LOWER_ASCII.test(word)) return [singular(word)];
  const whole = singular(normalizeWord(word));
  if (!whole) return [];
  const parts = ASCII.test(word) && !ASCII_CAMEL.test(word) ? [word] : word.split(CAMEL_BOUNDARY);
  if (parts.length < 2) return [whole];
  return [...new Set([whole, ...parts.map((part) => singular(normalizeWord(part))).filter(Boolean)])];
}
