import { describe, expect, it } from 'vitest';
import { firstUnstorableText } from './input-text.ts';

describe('firstUnstorableText', () => {
  it('names the first text holding U+0000 or a lone surrogate, in values and keys', () => {
    expect(firstUnstorableText({ code: 'abcdefgh\u0000' })).toBe('code');
    expect(firstUnstorableText({ actionsCons: [{ name: 'ok' }, { name: 'bad\uD800' }] })).toBe('actionsCons.1.name');
    // A key is never echoed back: it is named by the part it came in.
    expect(firstUnstorableText({ ['k\u0000']: 1 })).toBe('');
    expect(firstUnstorableText({ a: { ['<script>\u0000']: 1 } })).toBe('a');
    expect(firstUnstorableText({ ['<b>x</b>']: 'bad\u0000' })).toBe('');
    expect(firstUnstorableText(['\uDFFFx'])).toBe('0');
  });
  it('accepts real text: emoji pairs, Chinese, RTL, control characters other than NUL', () => {
    expect(firstUnstorableText({ a: '深蹲 🏋️ مرحبا \t\n', b: [1, null, true, { c: 'x' }] })).toBeUndefined();
    expect(firstUnstorableText(undefined)).toBeUndefined();
  });
  it('walks nesting of any depth without overflowing the stack', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(firstUnstorableText(deep)).toMatch(/^0(\.0)+$/);
  });
});
