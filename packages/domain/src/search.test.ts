import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, queryTokens, searchTokens } from './search.ts';

/** Whether a row with these texts is a candidate for the query (what the index answers). */
const candidate = (query: string, ...texts: string[]) => {
  const stored = new Set(searchTokens(...texts).split(' '));
  return queryTokens(query).every((token) => stored.has(token));
};

describe('search tokens', () => {
  it('indexes English words and their prefixes, lower-cased', () => {
    const tokens = searchTokens('Bench Press').split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['tb', 'tbe', 'tben', 'tbenc', 'tbench', 'tp', 'tpr', 'tpress']));
    expect(candidate('bench pr', 'Barbell Bench Press')).toBe(true);
    expect(candidate('BENCH', 'Barbell Bench Press')).toBe(true);
    expect(candidate('squat', 'Barbell Bench Press')).toBe(false);
  });

  it('finds two-character Chinese words, which a trigram index cannot', () => {
    for (const [query, name] of [['深蹲', '杠铃颈后深蹲'], ['卧推', '上斜哑铃卧推'], ['硬拉', '罗马尼亚硬拉'], ['蹲', '高脚杯深蹲']]) {
      expect(candidate(query!, name!), `${query} in ${name}`).toBe(true);
    }
    expect(candidate('卧推', '杠铃深蹲')).toBe(false);
    expect(candidate('杠铃深蹲', '杠铃颈后深蹲')).toBe(false);
    // Every pair is there, so it is a candidate; the exact-substring check then refuses it.
    expect(candidate('卧推举', '卧推 推举')).toBe(true);
    expect(normalizeSearchText('卧推 推举').includes('卧推举')).toBe(false);
  });

  it('spells every token in [a-z0-9], so any collation stores it alike', () => {
    for (const token of searchTokens('Übung 深蹲 café 3×10 ＢＥＮＣＨ').split(' ')) expect(token).toMatch(/^[a-z0-9]+$/);
    expect(candidate('bench', 'ＢＥＮＣＨ')).toBe(true); // full-width forms are the same letters
  });

  it('has no tokens for a query without letters or digits', () => {
    expect(queryTokens('  %_- ')).toEqual([]);
  });

  it('finds a row by any substring that starts a word, in any language (property)', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    const han = fc.constantFrom(...'深蹲卧推硬拉杠铃哑铃引体向上划船飞鸟'.split(''));
    const name = fc.array(fc.oneof(word, fc.array(han, { minLength: 1, maxLength: 6 }).map((c) => c.join(''))), { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(name, fc.nat(), fc.nat(), (text, start, length) => {
        const runs = text.split(' ');
        const run = runs[start % runs.length]!;
        const chars = [...run];
        const isHan = /\p{Script=Han}/u.test(run);
        const from = isHan ? start % chars.length : 0;
        const query = chars.slice(from, from + 1 + (length % chars.length)).join('');
        return candidate(query, text);
      }),
    );
  });
});

describe('what a search index holds beside the text', () => {
  it('knows when the tokens alone prove the substring', async () => {
    const { tokensProveSubstring } = await import('./search.ts');
    for (const q of ['squat', 'SQUAT', '深蹲', '深', 'v2']) expect(tokensProveSubstring(q), q).toBe(true);
    for (const q of ['bench press', 'squat!', '杠铃深蹲', 'a-b', '']) expect(tokensProveSubstring(q), q).toBe(false);
  });
  it('spells shelves and facets as tokens of their own', async () => {
    const { shelfTokens } = await import('./search.ts');
    expect(shelfTokens({ ownerId: null })).toBe('sofficial');
    expect(shelfTokens({ ownerId: 12, archived: true })).toBe('sarchived');
    expect(shelfTokens({ ownerId: 12 }, { g: ['legs', 'legs'], e: ['smith_machine'] })).toBe('su12 sglegs sesmithx5fmachine');
    // A name made of shelf words still makes text tokens only.
    expect(searchTokens('su12 sofficial').split(' ').every((t) => t.startsWith('t'))).toBe(true);
  });
});
