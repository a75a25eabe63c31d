import { defineConfig } from 'vitest/config';

// One runner for every unit and API test in the workspace; Playwright journeys run separately.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
