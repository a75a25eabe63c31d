import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
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
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`, `${server}/test/**`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverLayers }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['bench/**', 'apps/web/scripts/**', 'apps/server/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
