import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@repwise/domain';

/**
 * A new code of `length` characters of the unambiguous alphabet that `taken` says is free.
 * Codes are short so people can type them: a collision is retried, never stored twice (the
 * columns are unique too).
 */
export async function uniqueCode(length: number, taken: (code: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const code = Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    if (!(await taken(code))) return code;
  }
  throw new Error(`no free code of ${length} characters after 10 attempts`);
}
