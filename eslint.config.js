import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const server = 'apps/server/src';

/**
 * Dependencies point one way (docs/ARCHITECTURE.md): routes → services → repositories → db,
 * platform below the modules, the seed above them, nothing below imports what is above.
 */
const serverLayers = [
  { target: `${server}/db`, from: [`${server}/platform`, `${server}/modules`, `${server}/seed`, `${server}/app.ts`, `${server}/main.ts`], message: 'db is the bottom layer.' },
  { target: `${server}/platform`, from: [`${server}/modules`, `${server}/seed`, `${server}/app.ts`, `${server}/main.ts`], message: 'platform sits below the modules.' },
  { target: `${server}/modules`, from: [`${server}/seed`, `${server}/app.ts`, `${server}/main.ts`], message: 'modules do not know the seed or the composition root.' },
  { target: `${server}/modules/*/repo.ts`, from: [`${server}/modules/*/service.ts`, `${server}/modules/*/routes.ts`, `${server}/modules/*/present.ts`], message: 'a repository only queries.' },
  { target: `${server}/modules/*/service.ts`, from: [`${server}/modules/*/routes.ts`], message: 'services do not know the routes.' },
  { target: `${server}/modules/*/present.ts`, from: [`${server}/modules/*/service.ts`, `${server}/modules/*/routes.ts`], message: 'presenters only shape answers.' },
];

/**
 * The server areas each area may use: its declared dependencies, one way only (a cycle fails
 * the lint run itself), each through the used area's face (modules/<area>/index.ts). A new
 * dependency is a line here, reviewed; anything else is refused.
 * Membership changes reach plans through a follower registered in app.ts (plan → squad).
 */
const moduleUses = {
  action: [], article: [], dictionary: [], feedback: [], health: [], squad: [], statistics: [], progress: [],
  series: ['squad'],
  notification: ['squad'],
  login: ['user'],
  user: ['squad'],
  plan: ['notification', 'series', 'squad'],
  sync: ['notification', 'plan', 'progress', 'squad'],
  training: ['plan', 'progress', 'series', 'sync'],
  coaching: ['plan', 'squad'],
  record: ['plan', 'sync', 'training'],
  'record-io': ['action', 'sync'],
  search: ['series'],
  console: ['action', 'article', 'notification', 'series', 'user'],
  'share-page': ['action', 'article', 'plan', 'record', 'series'],
};
const serverModules = readdirSync(`${server}/modules`, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
for (const name of serverModules) {
  if (!(name in moduleUses)) throw new Error(`eslint.config.js: declare what modules/${name} may use in moduleUses`);
}
(function refuseCycles() {
  const state = new Map();
  const visit = (name, path) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'open') throw new Error(`eslint.config.js: server areas form a cycle: ${[...path, name].join(' → ')}`);
    state.set(name, 'open');
    for (const next of moduleUses[name] ?? []) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(moduleUses)) visit(name, []);
})();
// An area another may use shows it one face, its index.ts (what it exports is all they get).
const moduleZones = serverModules.flatMap((user) => serverModules
  .filter((used) => used !== user)
  .map((used) => (moduleUses[user].includes(used)
    ? { target: `${server}/modules/${user}`, from: `${server}/modules/${used}`, except: ['./index.ts'], message: `modules/${user} uses modules/${used} through its face, modules/${used}/index.ts.` }
    : { target: `${server}/modules/${user}`, from: `${server}/modules/${used}`, message: `modules/${user} does not use modules/${used} (see moduleUses in eslint.config.js: areas point one way).` })));

const web = 'apps/web/src';
const webFeatures = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (bulletproof-react's "shared kit below features"): the shell (app)
 * routes to the pages, the pages compose features, features use the kit and the offline layer
 * (the phone's store, outbox and sync); api, session and i18n are below all of them, and base
 * (constants, storage keys, colours) below everything.
 * A feature never imports another feature.
 */
const webLayers = [
  { target: `${web}/base`, from: [`${web}/api`, `${web}/session`, `${web}/i18n`, `${web}/kit`, `${web}/offline`, `${web}/features`, `${web}/pages`, `${web}/app`], message: 'base is the bottom layer: constants and storage keys only.' },
  { target: `${web}/kit`, from: [`${web}/features`, `${web}/pages`, `${web}/app`], message: 'The kit is shared by the features and pages: it knows none of them, nor the shell.' },
  ...webFeatures.map((name) => ({
    target: `${web}/features/${name}`,
    from: `${web}/features`,
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both use into src/kit, or let the page compose them.',
  })),
  { target: `${web}/features`, from: `${web}/pages`, message: 'Features do not know the pages; the pages compose features.' },
  { target: [`${web}/features`, `${web}/pages`], from: `${web}/app`, message: 'The shell imports the pages, not the other way.' },
  { target: [`${web}/api`, `${web}/session`, `${web}/i18n`], from: [`${web}/features`, `${web}/pages`, `${web}/app`], message: 'api, session and i18n sit below the features, the pages and the shell.' },
  { target: [`${web}/api`, `${web}/session`, `${web}/i18n`], from: `${web}/kit`, message: 'api, session and i18n sit below the kit.' },
  { target: `${web}/offline`, from: [`${web}/features`, `${web}/pages`, `${web}/app`], message: 'The offline layer (the phone\'s store, outbox, sync engine) is below every feature: it knows none of them, nor the pages or the shell.' },
  { target: [`${web}/api`, `${web}/session`, `${web}/i18n`], from: `${web}/offline`, message: 'api, session and i18n sit below the offline layer.' },
];

/** House style: kebab-case file names (`team-member-info.tsx`, `route-fuzz.test.ts`); dots only before suffixes. */
const KEBAB_CASE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const house = {
  rules: {
    'kebab-case-file-name': {
      meta: { type: 'suggestion', schema: [], messages: { rename: 'File names are kebab-case (house style): rename "{{name}}".' } },
      create(context) {
        const name = path.basename(context.filename);
        return {
          Program(node) {
            if (!KEBAB_CASE_FILE.test(name)) context.report({ node, messageId: 'rename', data: { name } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tmp/**', 'apps/web/e2e/artifacts/**', 'test-results/**', 'playwright-report/**', 'data/**', 'apps/server/.tmp-build-*/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // An import cycle makes start-up order matter and layers meaningless: none, anywhere.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, house },
    settings: {
      // The graph follows TypeScript files too (import-x reads only .js by default).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'house/kebab-case-file-name': 'error' },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`, `${server}/test/**`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...serverLayers, ...moduleZones] }] },
  },
  {
    // Migrations are frozen (shared ARCHITECTURE.md §11): a migration that imported live code would change when that code does.
    files: [`${server}/db/migrations/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@repwise/domain', '@repwise/domain/*', '@repwise/contracts', '@repwise/contracts/*'], message: 'A migration is frozen: copy the logic it needs into it (with a comment that the copy is on purpose).' },
            { group: ['**/modules/**', '**/platform/**', '**/seed/**', '../*', '!../dialect.ts'], message: 'A migration is frozen: it uses Kysely and db/dialect.ts, never the live modules (db/search.ts included: copy what it needs, on purpose).' },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webLayers }],
      // The contract's schemas are zod: the bundle takes only its types and the zod-free routes table.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@repwise/contracts', allowTypeImports: true, message: 'Import only types from the contract (import type); the routes table is @repwise/contracts/routes.' },
            { name: 'zod', allowTypeImports: true, message: 'zod stays out of the web bundle.' },
            { name: 'react-router', importNames: ['Navigate'], message: 'Use kit/redirect.tsx: a reused <Navigate> does not move when a second address asks for the same target.' },
          ],
        },
      ],
    },
  },
  {
    // React lives in the app's sources; the journeys and scripts beside them have no components.
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Command-line tools, and the journeys' reporter, print to the terminal.
    files: ['bench/**', 'scripts/**', 'apps/web/scripts/**', 'apps/server/scripts/**', 'apps/web/e2e/checks-reporter.ts'],
    rules: { 'no-console': 'off' },
  },
);
