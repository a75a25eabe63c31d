import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The first screens (login, the two homes, the app shell) are in the entry chunk and render
 * before any lazily loaded catalogue: every key they use must be in the core catalogue, or
 * they would show the bare key. Lazily loaded screens get the others (app/router.tsx).
 */
const SRC = path.resolve(import.meta.dirname, '..');
const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;

function entryChunkFiles(): string[] {
  const seen = new Set<string>();
  const stack = [path.join(SRC, 'main.tsx')];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = path.resolve(path.dirname(file), spec!);
      if (/\.tsx?$/.test(target)) stack.push(target);
    }
  }
  return [...seen];
}

function has(catalogue: unknown, key: string): boolean {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

describe('the first screens\' strings', () => {
  const core = JSON.parse(readFileSync(path.join(SRC, 'i18n/en.json'), 'utf8')) as unknown;
  const files = entryChunkFiles();

  it('follows the entry chunk through its static imports', () => {
    expect(files.some((f) => f.endsWith('pages/login/login-by-mobile-code.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('pages/home/coach-client.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('pages/action/action-home.tsx'))).toBe(false);
  });

  it('are all in the core catalogue', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const [, key] of source.matchAll(/\bt\(\s*['"]([a-zA-Z]+\.[\w.]+)['"]/g)) {
        checked += 1;
        // A counted key (t('x', { count })) lives as x_one / x_other.
        if (!has(core, key!) && !has(core, `${key!}_other`)) missing.push(`${path.relative(SRC, file)}: ${key}`);
      }
      // A key built at run time (`units.${key}`): its prefix must be in the core catalogue.
      for (const [, prefix] of source.matchAll(/\bt\(\s*`([a-zA-Z]+(?:\.[a-zA-Z]+)*)\.\$\{/g)) if (!has(core, prefix!)) missing.push(`${path.relative(SRC, file)}: ${prefix}.*`);
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
