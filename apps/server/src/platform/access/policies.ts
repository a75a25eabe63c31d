import type { Actor } from './actor.ts';

/**
 * Who may do what with one object, by name. Every change goes through one of these; a read
 * of one object too (lists go through the scopes in scopes.ts, which say the same thing in
 * SQL). Anything not allowed answers "not found", never a hint that the object exists. The
 * rules, cell by cell, are in policy-table.ts, and a test runs each cell through the routes.
 */

type Owned = { owner_id: number | null };

/** Official exercises are everyone's to read; custom ones only their owner's. */
export const canReadExercise = (actor: Actor, exercise: Owned): boolean => exercise.owner_id === null || exercise.owner_id === actor.id;

/** Only the owner changes a custom exercise; official ones change only through the seed. */
export const canEditExercise = (actor: Actor, exercise: Owned): boolean => exercise.owner_id !== null && exercise.owner_id === actor.id;

/**
 * The exercises a person may put into a template they save: official ones and their own.
 * `actor` null: an official template, which holds official exercises only.
 */
export const canUseExercise = (actor: Actor | null, exercise: Owned): boolean => exercise.owner_id === null || (actor !== null && exercise.owner_id === actor.id);

/** Official templates are everyone's to read; a person's own are theirs (others use the share link). */
export const canReadTemplate = (actor: Actor, template: Owned): boolean => template.owner_id === null || template.owner_id === actor.id;

/** Only the owner changes a template; official ones only operators. */
export const canEditTemplate = (actor: Actor, template: Owned): boolean => (template.owner_id === null ? actor.isOperator : template.owner_id === actor.id);

/** A person's profile: their own, or a trainee's for the coach whose invitation code they entered. */
export const canReadProfile = (actor: Actor, person: { id: number; coach_id: number | null }): boolean => person.id === actor.id || person.coach_id === actor.id;

/** Feedback is read by operators only; its sender does not get it back. */
export const canReadFeedback = (actor: Actor): boolean => actor.isOperator;
