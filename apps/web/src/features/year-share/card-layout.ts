import { BRAND_COLOR, WEAK_TEXT_COLOR } from '../../base/colors.ts';

/**
 * The picture of a year in review (1080 × 1350, a phone's portrait post) as a list of shapes
 * and lines of text at fixed places. Pure: the texts come already written in the reader's
 * language, and the width of a text comes from `measure` (the canvas's, or a test's), so
 * every line is cut to fit its room here and the drawing only paints what it is given.
 */

export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

export interface CardContent {
  /** The app's name in the reader's language. */
  brand: string;
  /** "2026 in training". */
  title: string;
  /** The trainee's nickname. */
  name: string;
  /** Four figures, drawn two by two: a label, the figure and what it compares to. */
  tiles: readonly { label: string; value: string; note: string }[];
  topTitle: string;
  /** At most three exercises: the name and its sets and volume. */
  top: readonly { name: string; figure: string }[];
  monthsTitle: string;
  /** Twelve months: a short label under each bar and the sessions it stands for. */
  months: readonly { label: string; sessions: number }[];
}

export type Weight = 400 | 600 | 700;
export type Measure = (text: string, size: number, weight: Weight) => number;

export type DrawOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: string; radius: number }
  | { kind: 'text'; text: string; x: number; y: number; size: number; weight: Weight; color: string; align: 'left' | 'center' | 'right' };

const INK = '#1A1A1A';
const PAPER = '#FFF8F2';
const WHITE = '#FFFFFF';
const MARGIN = 80;
const INNER = CARD_WIDTH - 2 * MARGIN;

/** The text as is when it fits `maxWidth`, else cut with an ellipsis until it does (an ellipsis alone at worst). */
export function fitText(text: string, maxWidth: number, size: number, weight: Weight, measure: Measure): string {
  if (measure(text, size, weight) <= maxWidth) return text;
  const chars = Array.from(text);
  for (let n = chars.length - 1; n > 0; n -= 1) {
    const cut = `${chars.slice(0, n).join('').trimEnd()}…`;
    if (measure(cut, size, weight) <= maxWidth) return cut;
  }
  return '…';
}

export function layoutYearCard(content: CardContent, measure: Measure): { width: number; height: number; ops: DrawOp[] } {
  const ops: DrawOp[] = [];
  const text = (value: string, x: number, y: number, size: number, weight: Weight, color: string, maxWidth: number, align: 'left' | 'center' | 'right' = 'left') =>
    ops.push({ kind: 'text', text: fitText(value, maxWidth, size, weight, measure), x, y, size, weight, color, align });

  ops.push({ kind: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: CARD_HEIGHT, color: PAPER, radius: 0 });
  ops.push({ kind: 'rect', x: 0, y: 0, w: CARD_WIDTH, h: 300, color: BRAND_COLOR, radius: 0 });
  text(content.brand, MARGIN, 110, 40, 600, WHITE, INNER);
  text(content.title, MARGIN, 200, 72, 700, WHITE, INNER);
  text(content.name, MARGIN, 262, 40, 400, WHITE, INNER);

  // Two by two: 440 wide, 40 between.
  const tileW = (INNER - 40) / 2;
  content.tiles.slice(0, 4).forEach((tile, i) => {
    const x = MARGIN + (i % 2) * (tileW + 40);
    const y = 340 + Math.floor(i / 2) * 250;
    ops.push({ kind: 'rect', x, y, w: tileW, h: 220, color: WHITE, radius: 24 });
    text(tile.label, x + 32, y + 60, 32, 400, WEAK_TEXT_COLOR, tileW - 64);
    text(tile.value, x + 32, y + 140, 64, 700, INK, tileW - 64);
    text(tile.note, x + 32, y + 192, 28, 400, WEAK_TEXT_COLOR, tileW - 64);
  });

  text(content.topTitle, MARGIN, 880, 36, 600, INK, INNER);
  content.top.slice(0, 3).forEach((row, i) => {
    const y = 940 + i * 56;
    const figureWidth = Math.min(measure(row.figure, 30, 400), INNER / 2);
    text(row.figure, CARD_WIDTH - MARGIN, y, 30, 400, WEAK_TEXT_COLOR, INNER / 2, 'right');
    text(row.name, MARGIN, y, 34, 400, INK, INNER - figureWidth - 24);
  });

  // Twelve bars over the margin's width, the busiest month the full 110 px.
  text(content.monthsTitle, MARGIN, 1150, 32, 600, INK, INNER);
  const most = Math.max(0, ...content.months.map((m) => m.sessions));
  const slot = INNER / Math.max(1, content.months.length);
  const barW = Math.round(slot * 0.7);
  content.months.forEach((month, i) => {
    const x = MARGIN + i * slot + (slot - barW) / 2;
    const h = most === 0 ? 0 : Math.round((month.sessions / most) * 110);
    ops.push({ kind: 'rect', x, y: 1290 - Math.max(h, 4), w: barW, h: Math.max(h, 4), color: h === 0 ? '#EADFD6' : BRAND_COLOR, radius: 6 });
    text(month.label, x + barW / 2, 1326, 22, 400, WEAK_TEXT_COLOR, slot, 'center');
  });
  return { width: CARD_WIDTH, height: CARD_HEIGHT, ops };
}
