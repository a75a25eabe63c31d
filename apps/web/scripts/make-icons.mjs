// Draws the app's raster icons from public/icon.svg, once, with the system Chromium:
//   node apps/web/scripts/make-icons.mjs
// The PNGs and the .ico are committed; run this again only when icon.svg changes.
// - icons/icon-192.png, icons/icon-512.png: the icon as drawn (rounded, transparent corners);
// - icons/maskable-512.png and apple-touch-icon.png (180): full-bleed squares with the mark
//   shrunk into the safe zone (the middle 80 %), because Android masks and iOS rounds them itself;
// - favicon.ico: 16, 32 and 48 px PNGs in one icon file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');

/** The same mark on a square without rounded corners, scaled about its centre. */
function fullBleed(source, scale) {
  const square = source.replace(/<rect width="64" height="64" rx="[\d.]+"/, '<rect width="64" height="64"');
  const scaled = square.replace('<g fill="#fff">', `<g fill="#fff" transform="translate(32 32) scale(${scale}) translate(-32 -32)">`);
  if (square === source || scaled === square) throw new Error('icon.svg no longer has the expected background rect and mark group');
  return scaled;
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

async function render(source, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An .ico file holding PNG images (supported by every browser since Vista-era Windows). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

try {
  // Android's maskable safe zone is a circle of 40 % radius: the mark's corners reach 42 % as drawn.
  const maskable = fullBleed(svg, 0.75);
  const outputs = [
    ['icons/icon-192.png', await render(svg, 192)],
    ['icons/icon-512.png', await render(svg, 512)],
    ['icons/maskable-512.png', await render(maskable, 512)],
    ['apple-touch-icon.png', await render(fullBleed(svg, 0.85), 180)],
  ];
  const favicons = [];
  // One at a time: the sizes share the page.
  for (const size of [16, 32, 48]) favicons.push({ size, png: await render(svg, size) });
  outputs.push(['favicon.ico', ico(favicons)]);
  for (const [file, bytes] of outputs) {
    writeFileSync(path.join(publicDir, file), bytes);
    console.log(`${file.padEnd(26)} ${(bytes.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
