import type { Migration } from 'kysely';
import * as init from './001-init.ts';

/** Every migration, listed by hand in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '001-init': init,
};
