import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_OPERATOR_MOBILE, E2E_SMS_RESEND_SECONDS } from './e2e/server-settings.ts';

const CHROMIUM = '/usr/bin/chromium';
// Another checkout's journeys may run beside these ones on their own port.
const PORT = Number(process.env.E2E_PORT ?? 8091);

// The journeys need a real browser; a missing one must fail the run, never skip it.
if (!existsSync(CHROMIUM)) {
  throw new Error(`Playwright journeys need Chromium at ${CHROMIUM} (Debian package "chromium"). Install it, then run again.`);
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: 'e2e',
  outputDir: path.join(repoRoot, 'test-results'),
  // Two browsers at once on the journeys' one server: the journeys share nothing but the
  // operator's number (support.ts apiLogin waits out its resend window). E2E_WORKERS=1 for one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Journeys, not files, are shared out, so both workers end together; a file whose journeys
  // depend on each other says so (pwa.spec.ts).
  fullyParallel: true,
  retries: 0,
  // The longest journey takes under a minute; a machine shared with other work may take three times that.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // The number of (screen, language) pairs axe and the tap-target check ran on (e2e/screen-checks.ts).
    ['./e2e/checks-reporter.ts'],
    // scripts/run-tests.mjs counts the journeys from it.
    ...(process.env.E2E_JSON_REPORT ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 375, height: 812 },
    // CSS pixels are what the layout and the 44 px check measure; a 2× screen quadrupled the
    // pixels every paint and screenshot rasterised (a sixth of the tier's time), for sharper pictures only.
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    // Settled screens for the screenshots; the app honours this setting (app/start.ts).
    reducedMotion: 'reduce',
    // Each journey starts from a cold browser without the app's service worker, so a test
    // sees the server's answers; e2e/pwa.spec.ts allows the worker and checks what it does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // Recording a trace costs every journey about a fifth of its time, so it is off; a failure
    // still leaves a screenshot and the page's accessibility tree (error-context.md).
    // E2E_TRACE=retain-on-failure keeps the trace of each failing journey.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The built server, as `npm start` runs it (`npm run test:e2e` builds it first).
    command: `rm -rf .tmp/e2e-data-${PORT} && node --enable-source-maps apps/server/dist/main.js`,
    cwd: repoRoot,
    env: { PORT: String(PORT), DATA_DIR: `.tmp/e2e-data-${PORT}`, TEST_OUTBOX: 'true', LOG_LEVEL: 'warn', OPERATOR_MOBILES: E2E_OPERATOR_MOBILE,
      // Every journey logs its people in by SMS from 127.0.0.1: the production cap of codes per IP a day (50) is for the open internet.
      SMS_DAILY_LIMIT_PER_IP: '100000',
      // A journey that needs a second code for a number waits this long, not the spec's minute (proven at the API tier with a fake clock).
      TEST_SMS_RESEND_SECONDS: String(E2E_SMS_RESEND_SECONDS) },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    // Starting the built server takes a second or two; a shared machine, much longer.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
