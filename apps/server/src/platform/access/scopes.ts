import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema/index.ts';
import type { Actor } from './actor.ts';

/**
 * The rows of a list the actor may see, as a WHERE condition for its query: lists never
 * encode visibility themselves. Each says in SQL what the policy of the same object says in
 * policies.ts.
 */

/** The two shelves of the exercise library: official, or the actor's own (archived ones excluded). */
export function visibleExercises(actor: Actor, shelf: 'official' | 'mine') {
  return (eb: ExpressionBuilder<Database, 'exercises'>): Expression<SqlBool> =>
    eb.and([eb('exercises.archived_at', 'is', null), shelf === 'official' ? eb('exercises.owner_id', 'is', null) : eb('exercises.owner_id', '=', actor.id)]);
}

/** Exercises the actor may put into a template: official or their own (archived ones too: templates keep them). */
export function usableExercises(actor: Actor | null) {
  return (eb: ExpressionBuilder<Database, 'exercises'>): Expression<SqlBool> =>
    actor === null ? eb('exercises.owner_id', 'is', null) : eb.or([eb('exercises.owner_id', 'is', null), eb('exercises.owner_id', '=', actor.id)]);
}

/** The shelves of the template library: official, or the actor's own. */
export function visibleTemplates(actor: Actor, shelf: 'official' | 'mine') {
  return (eb: ExpressionBuilder<Database, 'templates'>): Expression<SqlBool> =>
    shelf === 'official' ? eb('templates.owner_id', 'is', null) : eb('templates.owner_id', '=', actor.id);
}

/** Templates the actor may delete: their own. */
export function ownTemplates(actor: Actor) {
  return (eb: ExpressionBuilder<Database, 'templates'>): Expression<SqlBool> => eb('templates.owner_id', '=', actor.id);
}
