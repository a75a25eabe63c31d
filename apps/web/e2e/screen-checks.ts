import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Which screens the accessibility and tap-target checks ran on, in which language: every
 * check appends a line here, and the checks reporter (checks-reporter.ts) counts the
 * distinct (screen, language) pairs at the end of a run. A screen is a route of the app (the
 * spec's path, without its query) or a page outside it (the legal pages).
 */

export const CHECKS_DIR = path.resolve(import.meta.dirname, '../../../test-results/screen-checks');

export type CheckKind = 'axe' | 'tap targets';

export interface CheckedScreen {
  screen: string;
  language: string;
  check: CheckKind;
}

export async function recordCheck(page: Page, check: CheckKind): Promise<void> {
  const where = await page.evaluate(() => ({ screen: location.hash.replace(/^#/, '').split('?')[0] || location.pathname, language: document.documentElement.lang }));
  const line: CheckedScreen = { ...where, check };
  fs.mkdirSync(CHECKS_DIR, { recursive: true });
  fs.appendFileSync(path.join(CHECKS_DIR, `${process.pid}.jsonl`), `${JSON.stringify(line)}\n`);
}

/** The (screen, language) pairs that passed both checks in this run. */
export function checkedPairs(): Set<string> {
  if (!fs.existsSync(CHECKS_DIR)) return new Set();
  const lines = fs.readdirSync(CHECKS_DIR).flatMap((file) => fs.readFileSync(path.join(CHECKS_DIR, file), 'utf8').split('\n').filter(Boolean));
  const checks = new Map<string, Set<CheckKind>>();
  for (const line of lines) {
    const { screen, language, check } = JSON.parse(line) as CheckedScreen;
    const key = `${screen} (${language})`;
    checks.set(key, (checks.get(key) ?? new Set()).add(check));
  }
  return new Set([...checks].filter(([, kinds]) => kinds.size === 2).map(([key]) => key));
}
