import type { Language } from '../dictionaries.ts';
import { labelLanguage, relabel } from './labels.ts';
import type { ActionsCon, ExerciseCon, Flag, IdGen, Result, Template, TemplateError, TemplateExercise } from './types.ts';

/**
 * Shared plumbing of the edits: finding things by id, replacing one element of a read-only
 * list, and the step every edit ends with. Not part of the public API.
 */

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T>(error: TemplateError): Result<T> {
  return { ok: false, error };
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function insertAt<T>(list: readonly T[], index: number, ...values: T[]): T[] {
  return [...list.slice(0, index), ...values, ...list.slice(index)];
}

/** Moves one element; null when either index is outside the list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] | null {
  const item = list[from];
  if (item === undefined || to < 0 || to >= list.length || !Number.isInteger(to)) return null;
  return insertAt(removeAt(list, from), to, item);
}

export interface GroupPlace {
  blockIndex: number;
  groupIndex: number;
  block: ActionsCon;
  group: ExerciseCon;
}

export interface SetPlace extends GroupPlace {
  setIndex: number;
  set: TemplateExercise;
}

export function findBlockIndex(template: Template, actionsConId: string): number {
  return template.actionsCons.findIndex((b) => b.actionsConId === actionsConId);
}

export function findGroup(template: Template, exerciseConId: string): GroupPlace | null {
  for (const [blockIndex, block] of template.actionsCons.entries()) {
    const groupIndex = block.exerciseCons.findIndex((g) => g.exerciseConId === exerciseConId);
    const group = block.exerciseCons[groupIndex];
    if (group) return { blockIndex, groupIndex, block, group };
  }
  return null;
}

export function findSet(template: Template, setId: string): SetPlace | null {
  for (const [blockIndex, block] of template.actionsCons.entries()) {
    for (const [groupIndex, group] of block.exerciseCons.entries()) {
      const setIndex = group.exercises.findIndex((s) => s.id === setId);
      const set = group.exercises[setIndex];
      if (set) return { blockIndex, groupIndex, setIndex, block, group, set };
    }
  }
  return null;
}

export function withBlock(template: Template, blockIndex: number, block: ActionsCon): Template {
  return { ...template, actionsCons: replaceAt(template.actionsCons, blockIndex, block) };
}

export function withGroup(template: Template, place: GroupPlace, group: ExerciseCon): Template {
  return withBlock(template, place.blockIndex, { ...place.block, exerciseCons: replaceAt(place.block.exerciseCons, place.groupIndex, group) });
}

export function withSet(template: Template, place: SetPlace, set: TemplateExercise): Template {
  return withGroup(template, place, { ...place.group, exercises: replaceAt(place.group.exercises, place.setIndex, set) });
}

/** Every string id of the template: blocks, set groups, sets and repeat cases share one namespace. */
export function allIds(template: Pick<Template, 'actionsCons'>): string[] {
  return template.actionsCons.flatMap((block) => [
    block.actionsConId,
    ...block.actions.flatMap((action) => action.repeatCases.map((c) => c.id)),
    ...block.exerciseCons.flatMap((group) => [group.exerciseConId, ...group.exercises.map((s) => s.id)]),
  ]);
}

const MAX_ID_TRIES = 1000;

/**
 * Wraps the caller's generator so it never hands out an id the template already uses: a
 * template saved by one session and edited by another may meet a counter that restarted.
 * A generator that keeps repeating itself is a programming error and throws.
 */
export function freshIds(template: Template, idGen: IdGen): IdGen {
  const used = new Set(allIds(template));
  return () => {
    for (let i = 0; i < MAX_ID_TRIES; i += 1) {
      const id = idGen();
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
    throw new Error('The id generator keeps returning ids the template already uses');
  };
}

/**
 * Finished flags roll up (spec §4): a block is finished when all its set groups are, the
 * template when all its blocks are. Edits that add or drop groups keep this true.
 */
export function rollUpFinished(template: Template): Template {
  const actionsCons = template.actionsCons.map((block) => ({ ...block, finished: allFinished(block.exerciseCons) }));
  return { ...template, actionsCons, finished: allFinished(actionsCons) };
}

/** An empty list is not finished: there is nothing yet to have done. */
function allFinished(items: readonly { finished: Flag }[]): Flag {
  return items.length > 0 && items.every((item) => item.finished === 1) ? 1 : 0;
}

/**
 * The step every edit ends with: labels recomputed (in the language asked for, otherwise the
 * one the template was written in before the edit) and finished flags rolled up.
 */
export function settle(before: Template, after: Template, language: Language | undefined): Template {
  return rollUpFinished(relabel(after, language ?? labelLanguage(before)));
}
