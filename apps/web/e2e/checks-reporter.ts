import fs from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { CHECKS_DIR, checkedPairs } from './screen-checks.ts';

/**
 * At the end of a run, prints how many distinct (screen, language) pairs passed the axe and
 * tap-target checks (screen-checks.ts). A run of every journey fails when a pair of the floor
 * is missing: removing a journey, or a language from one, must not leave a screen unchecked.
 */

/**
 * The pairs the whole suite checked before the browser tier was reorganised (issue 22: 94, en
 * 53 and zh-Hans 41, counted the same way on the suite of e079330). A screen that is renamed
 * or removed on purpose leaves this list in the same change.
 */
const FLOOR: string[] = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'screen-checks-floor.json'), 'utf8'));

export default class ChecksReporter implements Reporter {
  private wholeSuite = false;

  onBegin(config: FullConfig, suite: Suite): void {
    fs.rmSync(CHECKS_DIR, { recursive: true, force: true });
    const project = config.projects[0];
    const testDir = project?.testDir ?? '';
    const specs = fs.readdirSync(testDir).filter((f) => f.endsWith('.spec.ts')).map((f) => path.join(testDir, f));
    const running = new Set(suite.allTests().map((t) => t.location.file));
    const unfiltered = (project?.grep === undefined || String(project.grep) === '/.*/') && project?.grepInvert === null;
    this.wholeSuite = unfiltered && specs.every((file) => running.has(file));
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const pairs = checkedPairs();
    const byLanguage = new Map<string, number>();
    for (const pair of pairs) {
      const language = /\(([^)]*)\)$/.exec(pair)?.[1] ?? '?';
      byLanguage.set(language, (byLanguage.get(language) ?? 0) + 1);
    }
    const languages = [...byLanguage].map(([language, n]) => `${language} ${n}`).join(', ');
    console.log(`\nScreen checks (axe + 44 px tap targets): ${pairs.size} distinct (screen, language) pairs${languages ? ` (${languages})` : ''}${this.wholeSuite ? `; the floor is ${FLOOR.length}` : ''}`);
    const missing = FLOOR.filter((pair) => !pairs.has(pair));
    if (this.wholeSuite && result.status === 'passed' && missing.length > 0) {
      console.log(`Screens of the floor no journey checked: ${missing.join(', ')}. Every screen checked before must still be checked, in each language.`);
      return { status: 'failed' };
    }
    return undefined;
  }
}
