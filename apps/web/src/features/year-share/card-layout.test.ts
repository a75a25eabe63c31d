import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, fitText, layoutYearCard, type CardContent, type DrawOp, type Measure } from './card-layout.ts';

/** A monospace stand-in for the canvas: each character half the font size wide, a CJK one the whole size. */
const measure: Measure = (text, size) => Array.from(text).reduce((w, c) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? size : size / 2), 0);

const content = (over: Partial<CardContent> = {}): CardContent => ({
  brand: 'Repwise',
  title: '2026 in training',
  name: 'Share Star',
  tiles: [
    { label: 'Sessions', value: '7', note: '+6 vs. 2025' },
    { label: 'Working sets', value: '11', note: '+10 vs. 2025' },
    { label: 'Volume', value: '5,062.4 kg', note: '+4,662.4 kg vs. 2025' },
    { label: 'Time trained', value: '4 h 15 min', note: 'first year recorded' },
  ],
  topTitle: 'Top exercises',
  top: [{ name: 'Bench press', figure: '4 sets · 2,002.4 kg' }],
  monthsTitle: 'Sessions per month',
  months: ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'].map((label, i) => ({ label, sessions: i === 2 ? 5 : i === 1 || i === 3 ? 1 : 0 })),
  ...over,
});

const texts = (ops: DrawOp[]) => ops.filter((o): o is Extract<DrawOp, { kind: 'text' }> => o.kind === 'text');
const rects = (ops: DrawOp[]) => ops.filter((o): o is Extract<DrawOp, { kind: 'rect' }> => o.kind === 'rect');

/** Where a text starts and ends on its line, by its alignment. */
const extent = (op: Extract<DrawOp, { kind: 'text' }>): [number, number] => {
  const w = measure(op.text, op.size, op.weight);
  return op.align === 'left' ? [op.x, op.x + w] : op.align === 'right' ? [op.x - w, op.x] : [op.x - w / 2, op.x + w / 2];
};

describe('the year card layout', () => {
  it('is 1080 × 1350 with every text and shape inside it', () => {
    const card = layoutYearCard(content(), measure);
    expect([card.width, card.height]).toEqual([1080, 1350]);
    for (const op of texts(card.ops)) {
      const [from, to] = extent(op);
      expect(from, op.text).toBeGreaterThanOrEqual(0);
      expect(to, op.text).toBeLessThanOrEqual(CARD_WIDTH);
      expect(op.y, op.text).toBeLessThanOrEqual(CARD_HEIGHT);
    }
    for (const r of rects(card.ops)) expect(r.x + r.w <= CARD_WIDTH && r.y + r.h <= CARD_HEIGHT && r.x >= 0 && r.y >= 0).toBe(true);
  });

  it('draws every figure of the content, in order', () => {
    const lines = texts(layoutYearCard(content(), measure).ops).map((o) => o.text);
    expect(lines.slice(0, 3)).toEqual(['Repwise', '2026 in training', 'Share Star']);
    expect(lines).toEqual(expect.arrayContaining(['7', '11', '5,062.4 kg', '4 h 15 min', '+6 vs. 2025', 'Bench press', '4 sets · 2,002.4 kg', 'Sessions per month']));
  });

  it('cuts a long name with an ellipsis so it never runs into its figure', () => {
    const long = 'Barbell back squat with a pause at the bottom and a slow eccentric';
    const ops = texts(layoutYearCard(content({ top: [{ name: long, figure: '4 sets · 2,002.4 kg' }] }), measure).ops);
    const name = ops.find((o) => o.text.startsWith('Barbell'))!;
    const figure = ops.find((o) => o.text === '4 sets · 2,002.4 kg')!;
    expect(name.text.endsWith('…')).toBe(true);
    expect(extent(name)[1]).toBeLessThan(extent(figure)[0]);
    // Chinese is measured as wide characters and cut the same way.
    const zh = texts(layoutYearCard(content({ name: '力'.repeat(40) }), measure).ops)[2]!;
    expect(zh.text).toBe(`${'力'.repeat(22)}…`);
  });

  it('draws the busiest month full height, a month without sessions as a flat stub, the others in proportion', () => {
    const bars = rects(layoutYearCard(content(), measure).ops).slice(-12);
    expect(bars.map((b) => b.h)).toEqual([4, 22, 110, 22, 4, 4, 4, 4, 4, 4, 4, 4]);
    for (const b of bars) expect(b.y + b.h).toBe(1290);
    const empty = rects(layoutYearCard(content({ months: content().months.map((m) => ({ ...m, sessions: 0 })) }), measure).ops).slice(-12);
    expect(empty.every((b) => b.h === 4)).toBe(true);
  });

  it('fits a text exactly, or cuts it to an ellipsis alone', () => {
    expect(fitText('abcd', 20, 10, 400, measure)).toBe('abcd');
    expect(fitText('abcdef', 20, 10, 400, measure)).toBe('abc…');
    expect(fitText('abcdef', 4, 10, 400, measure)).toBe('…');
  });
});
