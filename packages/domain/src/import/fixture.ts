import { readFileSync } from 'node:fs';

/** A test file from fixtures/, as the trainee would upload it. */
export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}
