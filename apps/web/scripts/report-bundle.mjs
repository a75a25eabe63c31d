// Sizes the JavaScript a first visit to the login route downloads: the entry chunk, its
// static imports, and the login page chunk with its own static imports when the login page
// is a chunk of its own (today it is part of the entry, see src/app/router.tsx). Fails the build
// when that passes the budget, so the login page stays fast on a phone network.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 200 KB until issue 27: the homes (in the entry by design) gained a pull-to-refresh of their
// own (the spec's 45/70/150 px, abort, offline) and the router the console's and developer
// pages' addresses, 2.6 KB gzip together; the budget moved by that, not more.
const BUDGET_BYTES = 203 * 1024;
const LOGIN_PAGE = 'src/pages/login/login-by-mobile-code.tsx';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
const entryFile = manifest[entryKey].file;
if (!html.includes(entryFile)) throw new Error(`dist/index.html does not load the entry chunk ${entryFile}`);

/** A chunk, its style sheets and everything it imports statically, each once. */
function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const sheet of chunk.css ?? []) files.add(sheet);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
}

/** What the server sends a browser that accepts brotli: the build's .br copy, else the file. */
function transferredBytes(file) {
  const full = path.join(dist, file);
  return readFileSync(existsSync(`${full}.br`) ? `${full}.br` : full).length;
}

const files = manifest[LOGIN_PAGE] ? collect(LOGIN_PAGE, collect(entryKey)) : collect(entryKey);
const sizes = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const { file, raw, gzip } of sizes) console.log(`  ${file.padEnd(48)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`);
const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
console.log(`Login route JS: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)}) in ${sizes.length} files`);
const firstVisit = ['index.html', ...files];
const transferred = firstVisit.reduce((sum, file) => sum + transferredBytes(file), 0);
console.log(`Login route transferred (brotli, HTML + JS + CSS): ${kb(transferred)} in ${firstVisit.length} files`);

if (total > BUDGET_BYTES) {
  console.error(`Login route JS is over budget by ${kb(total - BUDGET_BYTES)}`);
  // `npm start` only reports; the test suite (without the flag) fails on it.
  if (!process.argv.includes('--report-only')) process.exit(1);
}
