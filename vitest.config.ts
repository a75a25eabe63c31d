import { defineConfig } from 'vitest/config';

/**
 * The test tiers (README, "Tests"): `unit` is pure code (domain rules, contracts, web logic),
 * `api` is the server through app.inject on both engines plus the server run as a process;
 * the browser tier is Playwright (apps/web/playwright.config.ts).
 */
export default defineConfig({
  test: {
    testTimeout: 20000,
    hookTimeout: 30000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          // Migrates and seeds once per run; every test starts from a copy (test/test-databases.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
