import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest API files, started first so that none of them is left running alone at the end
 * of a parallel run. Vitest orders by the durations of earlier runs when it has them; a clean
 * clone has none, and Vitest would then start with the largest files, which are not these.
 */
const LONGEST_FIRST = [/route-fuzz\.postgres/, /shutdown\.process/, /periodic\.process/, /route-fuzz\.sqlite/, /policy-table/, /crash\.process/, /password-login/, /migrate/];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    return sorted.map((file, i) => ({ file, i })).sort((a, b) => rank(a.file) - rank(b.file) || a.i - b.i).map(({ file }) => file);
  }
}

/**
 * The test tiers (README, "Tests"): `unit` is pure code (domain rules, contracts, web logic),
 * `api` is the server through app.inject on both engines plus the server run as a process;
 * the browser tier is Playwright (apps/web/playwright.config.ts).
 */
export default defineConfig({
  test: {
    testTimeout: 20000,
    hookTimeout: 30000,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        // Pure code: one module graph per worker is enough (each file re-importing it took four fifths of the tier's time).
        test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'], isolate: false, maxWorkers: 2 },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          // Migrates and seeds once per run; every test starts from a copy (test/test-databases.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Files in parallel: much of a test's time is PostgreSQL's, another process.
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 3),
          // A worker loads the server's modules once for all its files, not once per file
          // (45 s of the tier's CPU): every test builds its own app and database anyway.
          isolate: false,
        },
      },
    ],
  },
});
