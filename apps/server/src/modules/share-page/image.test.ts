import { describe, expect, it } from 'vitest';
import { escapeXml, shareCardSvg, wrapLines } from './image.ts';
import { escapeHtml } from './page.ts';

describe('share image text', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<b a="1">&'</b>\u0000\u0007ok`)).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&apos;&lt;/b&gt;ok');
    expect(escapeHtml(`"><script>'&`)).toBe('&quot;&gt;&lt;script&gt;&#39;&amp;');
  });

  it('breaks Latin text between words and Chinese anywhere, ending what does not fit with …', () => {
    const latin = 'Bench press with a pause at the chest';
    const lines = wrapLines(latin, 12, 3);
    // Whole words on each line, nothing lost.
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(latin);
    expect(wrapLines('杠铃卧推停顿在胸口三秒钟', 5, 2)).toEqual(['杠铃卧推停', '顿在胸口…']);
    const [cut] = wrapLines('one two three four five six seven eight', 8, 1);
    expect(cut).toMatch(/^one two[a-z ]*…$/);
    expect('one two three four five six seven eight'.startsWith(cut!.slice(0, -1))).toBe(true);
    expect(wrapLines('   ', 10, 2)).toEqual([]);
  });

  it('draws a card whose every text is escaped', () => {
    const svg = shareCardSvg({ kind: 'action', kindLabel: 'Exercise', title: '<script>x</script>', description: 'a & b', facts: [{ label: 'Muscles', value: '"Chest"' }] }, 'en');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(svg).toContain('a &amp; b');
    expect(svg).toContain('&quot;Chest&quot;');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"')).toBe(true);
  });
});
