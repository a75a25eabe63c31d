// ESLint over the repository, printed as `npm run lint` prints it, with the number of files
// linted in a last line of its own (scripts/run-tests.mjs reads it). --cache keeps ESLint's
// cache under .tmp (the quick tier).
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
const cache = process.argv.includes('--cache');
const eslint = new ESLint({ cwd: root, ...(cache ? { cache: true, cacheLocation: path.join(root, '.tmp/eslint-cache') } : {}) });
const results = await eslint.lintFiles(['.']);
const printed = (await eslint.loadFormatter('stylish')).format(results);
if (printed) console.log(printed);
console.log(`linted ${results.length} files`);
process.exitCode = results.some((r) => r.errorCount > 0) ? 1 : 0;
