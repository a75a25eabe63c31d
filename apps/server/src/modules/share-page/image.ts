import { renderAsync } from '@resvg/resvg-js';
import type { Language } from '@repwise/domain';
import type { ShareCard } from './cards.ts';
import { text } from './texts.ts';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;

/**
 * The fonts asked for, in order. resvg takes them from the system (loadSystemFonts) and falls
 * back glyph by glyph: Chinese needs a CJK font installed (fonts-noto-cjk; docs/CONFIGURATION.md).
 */
export const FONT_FAMILY = "'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', 'Noto Sans', 'DejaVu Sans', sans-serif";

/** The app's brand orange (its icon and launch screen) around a white card. */
const COLORS = { background: '#B84600', panel: '#ffffff', ink: '#111111', muted: '#595959', accent: '#FF6A00', brand: '#ffffff' };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an SVG element or attribute: markup characters escaped, characters XML may not hold dropped. */
export function escapeXml(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what XML 1.0 refuses
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** How wide a character draws, in ems, near enough to break lines without measuring: CJK and full-width forms are square, Latin about half. */
function widthOf(char: string): number {
  const code = char.codePointAt(0)!;
  if (code >= 0x1100 && (code <= 0x115f || (code >= 0x2e80 && code <= 0xa4cf) || (code >= 0xac00 && code <= 0xd7a3) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xfe30 && code <= 0xfe4f) || (code >= 0xff00 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6) || code >= 0x1f300)) return 1;
  if ('WMmw@'.includes(char)) return 0.85;
  if ('iljtf.,;:!|\' '.includes(char)) return 0.3;
  if (char >= 'A' && char <= 'Z') return 0.66;
  return 0.55;
}

/**
 * Breaks text into at most `maxLines` lines of `maxEms` each: between words where there are
 * spaces, anywhere in CJK text; the last line ends in "…" when text is left over.
 */
export function wrapLines(value: string, maxEms: number, maxLines: number): string[] {
  const chars = [...value.replace(/\s+/g, ' ').trim()];
  const lines: string[] = [];
  let start = 0;
  while (start < chars.length && lines.length < maxLines) {
    let width = 0;
    let end = start;
    let lastSpace = -1;
    while (end < chars.length && width + widthOf(chars[end]!) <= maxEms) {
      if (chars[end] === ' ') lastSpace = end;
      width += widthOf(chars[end]!);
      end++;
    }
    if (end < chars.length && lastSpace > start && chars[end] !== ' ') end = lastSpace;
    lines.push(chars.slice(start, end).join('').trim());
    start = end;
    while (chars[start] === ' ') start++;
  }
  if (start < chars.length && lines.length > 0) {
    const last = [...lines[lines.length - 1]!];
    let width = last.reduce((w, c) => w + widthOf(c), 0);
    while (last.length > 0 && width + 1 > maxEms) width -= widthOf(last.pop()!);
    lines[lines.length - 1] = `${last.join('').trimEnd()}…`;
  }
  return lines;
}

function textLines(lines: string[], x: number, y: number, size: number, lineHeight: number, attributes: string): string {
  return lines.map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`).join('');
}

/** The card as an SVG of 1200×630: the brand, the kind, the title, a line or two of description, up to four facts. */
export function shareCardSvg(card: ShareCard, language: Language): string {
  const margin = 64;
  const panel = { x: 40, y: 120, width: IMAGE_WIDTH - 80, height: IMAGE_HEIGHT - 160 };
  const inner = panel.width - 2 * (margin - panel.x + 24);
  const titleSize = 60;
  const title = wrapLines(card.title, inner / titleSize, 2);
  const descriptionSize = 30;
  const titleBottom = panel.y + 150 + (title.length - 1) * 72;
  const description = wrapLines(card.description, inner / descriptionSize, title.length > 1 ? 1 : 2);
  const facts = card.facts.slice(0, 4);
  const factWidth = inner / Math.max(facts.length, 1);
  const factY = panel.y + panel.height - 110;
  const factsSvg = facts.map((fact, i) => {
    const x = margin + 24 + i * factWidth;
    const valueSize = 34;
    const value = wrapLines(fact.value, (factWidth - 24) / valueSize, 1);
    const label = wrapLines(fact.label, (factWidth - 24) / 22, 1);
    return `<rect x="${x}" y="${factY - 6}" width="6" height="84" rx="3" fill="${COLORS.accent}"/>`
      + textLines(label, x + 20, factY + 22, 22, 0, `fill="${COLORS.muted}"`)
      + textLines(value, x + 20, factY + 66, valueSize, 0, `fill="${COLORS.ink}" font-weight="700"`);
  }).join('');
  const font = `font-family="${escapeXml(FONT_FAMILY)}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}">`
    + `<rect width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" fill="${COLORS.background}"/>`
    + `<g ${font}>`
    // The app's icon (apps/web/public/icon.svg): a barbell on the brand square, here white on orange inverted.
    + `<g transform="translate(${margin} 36) scale(0.8125)"><rect width="64" height="64" rx="16" fill="${COLORS.brand}"/><g fill="${COLORS.background}">`
    + '<rect x="10" y="22" width="7" height="20" rx="2"/><rect x="47" y="22" width="7" height="20" rx="2"/><rect x="18" y="17" width="6" height="30" rx="2"/>'
    + '<rect x="40" y="17" width="6" height="30" rx="2"/><rect x="24" y="29.5" width="16" height="5" rx="1.5"/></g></g>'
    + `<text x="${margin + 68}" y="76" font-size="36" font-weight="700" fill="${COLORS.brand}">${escapeXml(`Repwise ${text('brand', 'zh-Hans')}`)}</text>`
    + `<text x="${IMAGE_WIDTH - margin}" y="74" font-size="26" text-anchor="end" fill="${COLORS.brand}" opacity="0.85">${escapeXml(text('tagline', language))}</text>`
    + `<rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="28" fill="${COLORS.panel}"/>`
    + `<text x="${margin + 24}" y="${panel.y + 62}" font-size="26" font-weight="700" fill="${COLORS.background}" letter-spacing="1">${escapeXml(card.kindLabel.toUpperCase())}</text>`
    + textLines(title, margin + 24, panel.y + 138, titleSize, 72, `fill="${COLORS.ink}" font-weight="700"`)
    + textLines(description, margin + 24, titleBottom + 52, descriptionSize, 42, `fill="${COLORS.muted}"`)
    + factsSvg
    + '</g></svg>';
}

/**
 * Draws the SVG as a PNG with the system's fonts. Loading the fonts is most of the cost (150 ms
 * or more with fonts-noto-cjk; bench:share-image), so it runs on libuv's thread pool, not on the
 * event loop that answers everyone else.
 */
export async function renderPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    font: { loadSystemFonts: true, defaultFontFamily: 'Noto Sans CJK SC', sansSerifFamily: 'Noto Sans CJK SC' },
  });
  return image.asPng();
}
