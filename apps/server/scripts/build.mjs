// Builds the server into one JavaScript file for production: `node apps/server/dist/main.js`
// runs it without a TypeScript loader. The workspace's own packages (TypeScript sources)
// are bundled in; everything from npm stays an import, resolved from node_modules at run time.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const { dependencies } = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
// Tests build a private copy (--outfile) so a parallel `npm start` cannot rewrite it under them.
const { values } = parseArgs({ options: { outfile: { type: 'string', default: path.join(serverRoot, 'dist/main.js') } } });

await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile: path.resolve(values.outfile),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@repwise/')),
  logLevel: 'warning',
});

// Files the bundle reads at run time beside itself (the seeded articles' Markdown, by import.meta.dirname).
cpSync(path.join(serverRoot, 'src/seed/content/articles'), path.join(path.dirname(path.resolve(values.outfile)), 'content/articles'), { recursive: true });
