/**
 * The one search mechanism of every list and of the global search (ARCHITECTURE.md §12).
 * A row stores `searchTokens(...its texts)`; the database indexes those tokens (SQLite FTS5,
 * PostgreSQL GIN over to_tsvector('simple', …)); a query finds the rows that hold every one
 * of `queryTokens(query)` and re-checks them for the exact substring (`normalizeSearchText`).
 *
 * - English (any script written in words): lower-cased words and every prefix of them up to
 *   MAX_PREFIX characters, so "bench pr" finds "Bench Press".
 * - Chinese (and Japanese and Korean): every character and every adjacent pair, because
 *   two-character words (深蹲, 卧推, 硬拉) are the common query, which a trigram index cannot find.
 * - Tokens are plain [a-z0-9] (other characters are spelled as hex), so every engine and
 *   collation (PostgreSQL with LC_CTYPE=C too) splits and stores them the same way.
 * - Text tokens start with `t`, shelf and facet tokens (shelfTokens) with `s`: one index holds
 *   both and no name can ever pass for a shelf.
 */

const MAX_PREFIX = 20;

/** Characters searched one by one and in pairs, rather than as words. */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** What the exact-substring check compares: lower-cased, width and compatibility forms unified. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

type Run = { ideographic: boolean; text: string };

/** Splits text into words and runs of ideographs; everything else separates them. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of normalizeSearchText(text)) {
    const ideographic = IDEOGRAPHIC.test(char);
    if (!ideographic && !WORD_CHARACTER.test(char)) {
      current = undefined;
      continue;
    }
    if (!current || current.ideographic !== ideographic) {
      current = { ideographic, text: '' };
      runs.push(current);
    }
    current.text += char;
  }
  return runs;
}

/** A token's text as stored: ASCII letters and digits as they are, anything else as `x` + hex code. */
function encodeToken(token: string): string {
  let out = '';
  for (const char of token) out += /[a-z0-9]/.test(char) ? char : `x${char.codePointAt(0)!.toString(16)}`;
  return out;
}

function prefixesOf(word: string): string[] {
  const chars = [...word].slice(0, MAX_PREFIX);
  return chars.map((_, i) => chars.slice(0, i + 1).join(''));
}

function ideographTokens(run: string): string[] {
  const chars = [...run];
  const pairs = chars.slice(1).map((char, i) => chars[i]! + char);
  return [...chars, ...pairs];
}

/** The tokens to index for a row, space-separated, each once. */
export function searchTokens(...texts: readonly string[]): string {
  const tokens = new Set<string>();
  for (const run of texts.flatMap(runsOf)) {
    for (const token of run.ideographic ? ideographTokens(run.text) : prefixesOf(run.text)) tokens.add(`t${encodeToken(token)}`);
  }
  return [...tokens].join(' ');
}

/**
 * The tokens a row must hold to match `query`: each word (up to MAX_PREFIX characters, so a
 * word being typed matches as a prefix), a lone ideograph, or each adjacent pair of a run.
 * Empty when the query has no letters or digits: then only the substring check applies.
 */
export function queryTokens(query: string): string[] {
  const tokens = new Set<string>();
  for (const run of runsOf(query)) {
    const chars = [...run.text];
    if (!run.ideographic) tokens.add(`t${encodeToken(chars.slice(0, MAX_PREFIX).join(''))}`);
    else if (chars.length === 1) tokens.add(`t${encodeToken(chars[0]!)}`);
    else for (let i = 1; i < chars.length; i++) tokens.add(`t${encodeToken(chars[i - 1]! + chars[i]!)}`);
  }
  return [...tokens];
}

/**
 * Whether matching `queryTokens(query)` already proves the substring: a single word (a row
 * holding the token has a word starting with it), or one or two ideographs. Anything else
 * (several words, punctuation, a longer run of ideographs) needs the substring check.
 */
export function tokensProveSubstring(query: string): boolean {
  const normalized = normalizeSearchText(query).trim();
  const runs = runsOf(normalized);
  const only = runs[0];
  if (runs.length !== 1 || only === undefined || only.text !== normalized) return false;
  return [...only.text].length <= (only.ideographic ? 2 : MAX_PREFIX);
}

/**
 * The shelf of a row for the search index: who may list it (`sofficial`, `su<owner id>`, or
 * `sarchived` for rows no list shows) and its facets (`s<kind><value>`, e.g. a muscle group).
 */
export function shelfTokens(shelf: { ownerId: number | null; archived?: boolean }, facets: Facets = {}): string {
  return [...new Set([shelfToken(shelf), ...facetTokens(facets)])].join(' ');
}

/** Facets by kind: a one-letter kind and its values, e.g. `{ g: ['legs'], e: ['barbell'] }`. */
export type Facets = Readonly<Record<string, readonly string[]>>;

export function shelfToken(shelf: { ownerId: number | null; archived?: boolean }): string {
  return shelf.archived ? 'sarchived' : shelf.ownerId === null ? 'sofficial' : `su${shelf.ownerId}`;
}

export function facetTokens(facets: Facets): string[] {
  return Object.entries(facets).flatMap(([kind, values]) => values.map((value) => `s${encodeToken(`${kind}${value}`)}`));
}

/** The facet tokens of a team member row: its team and its tags (`q` and `k` facets). */
export function memberShelfTokens(teamId: number, tags: readonly string[]): string {
  return facetTokens({ q: [String(teamId)], k: tags }).join(' ');
}

/** The token every member row of a team holds. */
export function teamShelfToken(teamId: number): string {
  return facetTokens({ q: [String(teamId)] })[0]!;
}

/** The token of a member tag within the index (to filter by tag). */
export function memberTagToken(tag: string): string {
  return facetTokens({ k: [tag] })[0]!;
}
