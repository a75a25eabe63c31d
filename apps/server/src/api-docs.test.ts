import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/harness.ts';

/** docs/API.md and the OpenAPI document generated from packages/contracts name the same operations. */
const API_MD = path.resolve(import.meta.dirname, '../../../docs/API.md');

describe('docs/API.md', () => {
  const t = useTestApp('sqlite');

  it('lists exactly the operations of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([route, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${route}`));
    const written = [...fs.readFileSync(API_MD, 'utf8').matchAll(/^\| (GET|POST) \| (\/[^ |]+) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect([...new Set(written)].sort()).toEqual(documented.sort());
  });
});
