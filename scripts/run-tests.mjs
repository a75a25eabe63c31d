// `npm test` and `npm run test:quick` (README, "Tests"): the tiers in order, each timed and
// counted, with a table at the end. A failing stage stops the run; its exit code is the run's.
//
//   node scripts/run-tests.mjs                 the whole suite: what CI runs (.ci/run)
//   node scripts/run-tests.mjs --quick [@tag]  before a commit: static checks (cached), unit,
//                                              the API tier on SQLite, and the journeys tagged
//                                              with the features the working tree changes
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, '.tmp/test-reports');
const quick = process.argv.includes('--quick');
const askedTags = process.argv.slice(2).filter((arg) => arg.startsWith('@'));

/**
 * Journey tags (apps/web/e2e: `{ tag: '@teams' }`) and the sources whose change runs them in
 * the quick tier. A change of the web app outside every list (the kit, the API layer, i18n)
 * runs @smoke.
 */
const TAG_SOURCES = {
  '@login': ['apps/web/src/pages/login/', 'apps/web/src/features/auth/', 'apps/web/src/features/onboarding/', 'apps/web/src/pages/select-preference/', 'apps/server/src/modules/login/'],
  '@account': ['apps/web/src/pages/user-center/', 'apps/web/src/features/account/', 'apps/server/src/modules/user/', 'apps/server/src/modules/feedback/'],
  '@exercises': ['apps/web/src/pages/action/', 'apps/web/src/features/exercises/', 'apps/server/src/modules/action/'],
  '@templates': ['apps/web/src/pages/template/', 'apps/web/src/features/templates/', 'apps/server/src/modules/series/'],
  '@teams': ['apps/web/src/pages/team/', 'apps/web/src/pages/scan-qr/', 'apps/web/src/features/teams/', 'apps/server/src/modules/squad/'],
  '@plans': ['apps/web/src/pages/plan/', 'apps/web/src/features/plans/', 'apps/server/src/modules/plan/'],
  '@training': ['apps/web/src/pages/training/', 'apps/web/src/pages/record/', 'apps/web/src/features/training/', 'apps/web/src/features/offline/', 'apps/server/src/modules/training/'],
  '@pwa': ['apps/web/src/app/', 'apps/web/vite.config.ts', 'apps/web/index.html', 'apps/web/public/'],
  '@console': ['apps/web/src/pages/console/', 'apps/web/src/features/console/', 'apps/server/src/modules/console/'],
};

function changedFiles() {
  const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return [...new Set([...git(['diff', '--name-only', 'HEAD']), ...git(['ls-files', '--others', '--exclude-standard'])])];
}

/** The journeys to run in the quick tier: tags asked for, or those the working tree's changes touch, and changed journey files. */
function quickJourneys() {
  if (askedTags.length > 0) return { tags: askedTags, journeyFiles: [] };
  const files = changedFiles();
  const changedJourneys = files.filter((f) => f.startsWith('apps/web/e2e/') && f.endsWith('.spec.ts') && fs.existsSync(path.join(ROOT, f)));
  const tags = Object.entries(TAG_SOURCES).filter(([, prefixes]) => files.some((f) => prefixes.some((p) => f.startsWith(p)))).map(([tag]) => tag);
  // Playwright runs the files given AND the grep, so a changed journey joins by its tags.
  const journeyFiles = [];
  for (const file of changedJourneys) {
    const own = [...new Set([...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(/'(@[a-z]+)'/g)].map((m) => m[1]))];
    if (own.length === 0) journeyFiles.push(file);
    for (const tag of own) if (!tags.includes(tag)) tags.push(tag);
  }
  const touchesWeb = files.some((f) => f.startsWith('apps/web/src/') || f.startsWith('packages/'));
  if (tags.length === 0 && journeyFiles.length === 0 && touchesWeb) tags.push('@smoke');
  return { tags, journeyFiles };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitestCount = (file) => {
  const r = readJson(file);
  return r && `${r.numPassedTests} tests passed${r.numFailedTests ? `, ${r.numFailedTests} failed` : ''} in ${r.testResults.length} files`;
};
const playwrightCount = (file) => {
  const r = readJson(file);
  return r && `${r.stats.expected} journeys passed${r.stats.unexpected ? `, ${r.stats.unexpected} failed` : ''}${r.stats.flaky ? `, ${r.stats.flaky} flaky` : ''}`;
};

/**
 * Runs a command; resolves its exit code. `inherit` streams its output; otherwise the output
 * is kept and printed whole when the command ends, so commands running side by side do not
 * interleave their lines.
 */
function run([command, ...args], { env = {}, inherit = true, label = '', onOutput = (_text) => {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    if (!inherit) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => {
      if (!inherit && output.trim()) console.log(`── ${label}\n${output.trimEnd()}`);
      onOutput(output);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * A command at a lower priority: the checks that run beside the native build (below) leave
 * it the CPU it needs, since everything after them waits for it.
 */
const beside = (command) => ['nice', '-n', '10', ...command];

let linted = 0;

/**
 * better-sqlite3's native part compiles from source here (about 1.5 minutes on one core).
 * When it is missing (`.ci/run` installs with --ignore-scripts), it is built beside the
 * static checks, which need no database, and awaited before the API tier.
 */
const NATIVE_BINDING = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
let nativeBuild = null;

function startNativeBuild() {
  if (fs.existsSync(NATIVE_BINDING)) return;
  const started = Date.now();
  nativeBuild = run(['npm', 'rebuild', 'better-sqlite3'], { inherit: false, label: 'native build of better-sqlite3' }).then((code) => ({ code, seconds: (Date.now() - started) / 1000 }));
}

const typecheck = (project) => ['npx', 'tsc', '-p', project, ...(quick ? ['--incremental', '--tsBuildInfoFile', `.tmp/tsbuildinfo/${path.basename(project)}.json`] : [])];

function stages() {
  const vitest = (project, name, env = {}) => ({
    name,
    steps: [() => run(['npx', 'vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${path.join(REPORTS, `${project}.json`)}`], { env })],
    count: () => vitestCount(path.join(REPORTS, `${project}.json`)),
  });
  // The type checks and ESLint each keep one core busy: side by side they take the time of the longest.
  const staticChecks = {
    name: 'static checks',
    steps: [
      async () => {
        startNativeBuild();
        const codes = await Promise.all([
          run(beside(typecheck('apps/server')), { inherit: false, label: 'typecheck: server, packages, bench' }),
          run(beside(typecheck('apps/web')), { inherit: false, label: 'typecheck: web app and journeys' }),
          run(beside(['node', 'scripts/lint.mjs', ...(quick ? ['--cache'] : [])]), {
            inherit: false,
            label: 'lint',
            onOutput: (text) => (linted = Number(/^linted (\d+) files$/m.exec(text)?.[1] ?? 0)),
          }),
        ]);
        return codes.find((code) => code !== 0) ?? 0;
      },
    ],
    count: () => `2 TypeScript programs checked, ${linted} files linted`,
  };
  const awaitNative = {
    name: 'native build (beside the checks above)',
    steps: [async () => (nativeBuild ? (await nativeBuild).code : 0)],
    count: () => 'better-sqlite3',
    // Its own time is how long it ran, not how long the run waited for it.
    seconds: async () => (nativeBuild ? (await nativeBuild).seconds : undefined),
  };
  const build = { name: 'build', steps: [() => run(['npm', 'run', '--silent', 'build']), () => run(['node', 'apps/web/scripts/report-bundle.mjs'])], count: () => 'web app and server' };
  const browser = (grepArgs) => ({
    name: 'browser',
    steps: [() => run(['npx', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...grepArgs], { env: { E2E_JSON_REPORT: path.join(REPORTS, 'browser.json') } })],
    count: () => playwrightCount(path.join(REPORTS, 'browser.json')),
  });
  const unit = vitest('unit', 'unit');
  // The build needs no database either: it too runs while the native build may still be going.
  if (!quick) return [staticChecks, unit, build, awaitNative, vitest('api', 'API (SQLite and PostgreSQL)'), browser([])];

  const { tags, journeyFiles } = quickJourneys();
  const sqliteOnly = { TEST_DATABASE_URL: '', TEST_REDIS_URL: '', CI: '' };
  const journeys = tags.length > 0 || journeyFiles.length > 0;
  const list = [staticChecks, unit, ...(journeys ? [build] : []), awaitNative, vitest('api', 'API (SQLite)', sqliteOnly)];
  if (journeys) {
    console.log(`test:quick: journeys ${[...tags, ...journeyFiles].join(', ')}`);
    list.push(browser(tags.length > 0 ? ['--grep', tags.join('|')] : journeyFiles));
  } else {
    console.log('test:quick: no journey is tagged with what changed (name one: npm run test:quick -- @teams)');
  }
  return list;
}

fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });
const done = [];
const started = Date.now();
let exitCode = 0;
for (const stage of stages()) {
  const t0 = Date.now();
  console.log(`\n▶ ${stage.name}`);
  for (const step of stage.steps) {
    exitCode = await step();
    if (exitCode !== 0) break;
  }
  const seconds = (await stage.seconds?.()) ?? (Date.now() - t0) / 1000;
  done.push({ name: stage.name, seconds, count: stage.count() ?? '', ok: exitCode === 0 });
  if (exitCode !== 0) break;
}
// .ci/run installs before it runs this: its time goes first in the table.
if (process.env.CI_INSTALL_SECONDS) done.unshift({ name: 'install', seconds: Number(process.env.CI_INSTALL_SECONDS), count: 'npm install', ok: true });
const width = Math.max(...done.map((s) => s.name.length));
const total = (Date.now() - started) / 1000 + Number(process.env.CI_INSTALL_SECONDS ?? 0);
console.log(`\n${quick ? 'test:quick' : 'npm test'}: ${exitCode === 0 ? 'passed' : 'FAILED'} in ${(total / 60).toFixed(1)} min`);
for (const s of done) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name.padEnd(width)}  ${s.seconds.toFixed(0).padStart(4)} s  ${s.count}`);
process.exit(exitCode);
