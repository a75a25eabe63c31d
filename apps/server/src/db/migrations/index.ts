import type { Migration } from 'kysely';
import * as init from './001-init.ts';
import * as exercises from './002-exercises.ts';
import * as templates from './003-templates.ts';
import * as idempotencyKeys from './004-idempotency-keys.ts';
import * as idempotencyAnswers from './005-idempotency-answers.ts';
import * as indexedSearch from './006-indexed-search.ts';
import * as templateNumbering from './007-template-numbering.ts';
import * as teams from './008-teams.ts';
import * as training from './009-training.ts';

/** Every migration, listed by hand in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '001-init': init,
  '002-exercises': exercises,
  '003-templates': templates,
  '004-idempotency-keys': idempotencyKeys,
  '005-idempotency-answers': idempotencyAnswers,
  '006-indexed-search': indexedSearch,
  '007-template-numbering': templateNumbering,
  '008-teams': teams,
  '009-training': training,
};
