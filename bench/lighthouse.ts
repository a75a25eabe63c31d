/**
 * Lighthouse (mobile, default simulated throttling) on the built app served by the real
 * server: the login page signed out, and a coach's home signed in with a cold cache, beside
 * a static page of the same server as the baseline. Each page is measured RUNS times and the
 * median run (by performance) is kept.
 *
 * Lighthouse's 4× CPU slowdown assumes a host with a benchmarkIndex of about 1500 (its docs,
 * docs/throttling.md); below 1000 it warns that the host is slower than it expects. When the
 * host measured below 1000, the pages are measured once more with the multiplier the
 * calculator linked from those docs gives for the measured index, and both tables are kept.
 * The targets are checked on the default run.
 * Run: npm run lighthouse (builds first)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { Client, scratchDir, startServer, killGroup, REPO_ROOT } from '../apps/server/src/test/server-process.ts';
import { writeSection } from './lib.ts';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** Lighthouse sometimes loses a trace (NO_NAVSTART: "Please run Lighthouse again"); such a run is made again. */
const ATTEMPTS = 3;

class LighthouseRunError extends Error {}
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS = { performance: 90, accessibility: 95, 'best-practices': 95 };

interface Page {
  name: string;
  path: string;
  /** Signed in as this person (a stored token), or signed out. */
  token: string | null;
}

interface Result {
  name: string;
  benchmarkIndex: number;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredKb: number;
}

/** Lighthouse's "slower CPU than expected" line (core/gather/driver/environment.js). */
const SLOW_HOST_INDEX = 1000;

/**
 * The CPU slowdown that brings a host of this benchmarkIndex to Lighthouse's mid-tier phone:
 * the calculator linked from Lighthouse's docs/throttling.md
 * (patrickhulce/lighthouse-cpu-throttling-calculator), 4× at an index of about 1533.
 */
function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

async function measureOnce(base: string, page: Page, debuggingPort: number, cpuSlowdownMultiplier: number): Promise<Result> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'repwise-lh-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    if (page.token) {
      // Signed in as someone who logged in earlier, but nothing of the app cached.
      const tab = browser.pages()[0] ?? (await browser.newPage());
      await tab.goto(`${base}/healthz`);
      await tab.evaluate((token) => {
        localStorage.setItem('repwise.token', token);
        localStorage.setItem('repwise.agreementAccepted', 'true');
        localStorage.setItem('repwise.language', 'en');
      }, page.token);
      const cdp = await browser.newCDPSession(tab);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'cache_storage,service_workers,indexeddb' });
    }
    const run = await lighthouse(`${base}${page.path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Signed out: Lighthouse clears everything itself. Signed in: storage keeps the token
      // and the cache was cleared above.
      disableStorageReset: page.token !== null,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${page.name}`);
    const { lhr } = run;
    // For diagnosis: each run's whole report (every audit, the long tasks) and its trace.
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.name.replace(/\W+/g, '-')}-${debuggingPort}.json`), JSON.stringify(lhr));
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.name.replace(/\W+/g, '-')}-${debuggingPort}.trace.json`), JSON.stringify((run.artifacts as unknown as { Trace: unknown }).Trace));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${page.name}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      name: page.name,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Result['scores'],
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      transferredKb: Math.round(numeric('total-byte-weight') / 1024),
    };
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function measureWithRetry(base: string, page: Page, debuggingPort: number, cpuSlowdownMultiplier: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(base, page, debuggingPort, cpuSlowdownMultiplier);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS) throw error;
      console.log(`${String(error.message)}: measuring again`);
    }
  }
}

async function main() {
  if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) throw new Error('Build first: npm run build');
  const data = scratchDir();
  const server = await startServer({ via: { node: path.join(REPO_ROOT, 'apps/server/dist/main.js') }, env: { DATA_DIR: data.dir, NODE_ENV: 'production' } });
  try {
    const coach = await new Client(server).onboard(1);
    const pages: Page[] = [
      { name: 'static legal page (baseline)', path: '/legal/privacy-policy.html', token: null },
      { name: 'login page, signed out', path: '/#/pages/login/loginByMobileCode', token: null },
      { name: 'coach home, signed in, cold cache', path: '/#/pages/Home/CoachClient/index', token: coach.token },
    ];
    const measure = async (multiplier: number, firstPort: number): Promise<Result[]> => {
      const results: Result[] = [];
      for (const [i, page] of pages.entries()) {
        const runs: Result[] = [];
        for (let r = 0; r < RUNS; r++) {
          runs.push(await measureWithRetry(server.base, page, firstPort + i * 10 + r, multiplier));
          console.log(`${page.name} (CPU ×${multiplier.toFixed(1)}) run ${r + 1}: ${JSON.stringify(runs.at(-1)?.scores)}, benchmarkIndex ${runs.at(-1)?.benchmarkIndex}`);
        }
        runs.sort((a, b) => a.scores.performance - b.scores.performance);
        results.push(runs[Math.floor(runs.length / 2)]!);
      }
      return results;
    };
    const defaults = await measure(throttling.mobileSlow4G.cpuSlowdownMultiplier, 9300);
    const hostIndex = median(defaults.map((r) => r.benchmarkIndex));
    const slowHost = hostIndex < SLOW_HOST_INDEX;
    const multiplier = calibratedMultiplier(hostIndex);
    const calibrated = slowHost ? await measure(multiplier, 9400) : null;

    const table = (results: Result[]) => {
      const baseline = results[0]!;
      return [
        '| page | performance | ratio to baseline | accessibility | best practices | FCP ms | LCP ms | TBT ms | CLS | transferred KB | benchmarkIndex |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...results.map((r) => {
          const ratio = (r.scores.performance / baseline.scores.performance).toFixed(2);
          return `| ${r.name} | ${r.scores.performance} | ${ratio} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferredKb} | ${r.benchmarkIndex} |`;
        }),
      ];
    };
    const body = [
      '## Lighthouse: first load on a phone',
      '',
      `Command: \`npm run lighthouse\` (Lighthouse ${lighthouseVersion()}, mobile, default simulated throttling — slow 4G, 4× CPU slowdown; median of ${RUNS} runs by performance; Chromium ${chromiumVersion()}; served by \`apps/server/dist/main.js\` in production mode; ${os.cpus().length} CPU, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}). Targets: performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}, checked on the default run.`,
      '',
      ...table(defaults),
      ...(calibrated
        ? [
            '',
            `This host measured a benchmarkIndex of ${hostIndex} (median of the runs above), below the ${SLOW_HOST_INDEX} under which Lighthouse warns that the CPU is slower than it expects; the 4× slowdown is meant for an index of about 1500. The same pages with the CPU slowdown the calculator linked from Lighthouse's docs/throttling.md gives for ${hostIndex} (×${multiplier.toFixed(2)}), network throttling unchanged:`,
            '',
            ...table(calibrated),
          ]
        : []),
    ].join('\n');
    writeSection('lighthouse', body);
    console.log(body);
    const misses = defaults.slice(1).flatMap((r) => CATEGORIES.filter((c) => r.scores[c] < TARGETS[c]).map((c) => `${r.name}: ${c} ${r.scores[c]} < ${TARGETS[c]}`));
    if (misses.length > 0) {
      console.error(`Below target with default throttling:\n${misses.join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    killGroup(server.child.pid!);
    data.remove();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
}

function chromiumVersion(): string {
  return spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim().replace(/^Chromium\s+/, '') || 'unknown';
}

await main();
