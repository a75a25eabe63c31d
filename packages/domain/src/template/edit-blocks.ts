import type { Language } from '../dictionaries.ts';
import { fail, ok, findBlockIndex, freshIds, insertAt, moveItem, settle } from './tree.ts';
import type { ActionsCon, IdGen, Result, Template } from './types.ts';

/**
 * Blocks in ascending `type`; blocks of the same type keep their order (the sort is stable),
 * so a copy stays right after its original and the user's own order survives among equals.
 */
export function sortBlocksByType(blocks: readonly ActionsCon[]): ActionsCon[] {
  return [...blocks].sort((a, b) => a.type - b.type);
}

/**
 * Copies a block (spec §4): a deep copy with new ids for the block, its set groups, its sets
 * and its actions' repeat cases (sets re-pointed to the copied cases), so nothing in the copy
 * can be mistaken for the original when finishing or saving. The copy is not done yet —
 * finished goes back to 0 on the block and its groups. It is placed after the original, then
 * the blocks are re-sorted by type.
 */
export function copyBlock(template: Template, actionsConId: string, idGen: IdGen, language?: Language): Result<Template> {
  const blockIndex = findBlockIndex(template, actionsConId);
  const block = template.actionsCons[blockIndex];
  if (!block) return fail('notFound');
  const ids = freshIds(template, idGen);
  const copyId = ids();
  const caseIds = new Map<string, string>();
  const actions = block.actions.map((action) => ({
    ...action,
    repeatCases: action.repeatCases.map((c) => {
      const id = ids();
      caseIds.set(c.id, id);
      return { ...c, id };
    }),
  }));
  const exerciseCons = block.exerciseCons.map((group) => ({
    ...group,
    exerciseConId: ids(),
    finished: 0 as const,
    exercises: group.exercises.map((set) => ({ ...set, id: ids(), actionRepeatCaseId: caseIds.get(set.actionRepeatCaseId) ?? set.actionRepeatCaseId })),
  }));
  const copy: ActionsCon = { ...block, actionsConId: copyId, finished: 0, actions, exerciseCons };
  const actionsCons = sortBlocksByType(insertAt(template.actionsCons, blockIndex + 1, copy));
  return ok(settle(template, { ...template, actionsCons }, language));
}

/** Removes a block; spec §5: a template keeps at least one exercise, so the last is refused. */
export function removeBlock(template: Template, actionsConId: string, language?: Language): Result<Template> {
  const blockIndex = findBlockIndex(template, actionsConId);
  if (blockIndex < 0) return fail('notFound');
  if (template.actionsCons.length <= 1) return fail('templateNeedsExercise');
  return ok(settle(template, { ...template, actionsCons: template.actionsCons.filter((_, i) => i !== blockIndex) }, language));
}

/** Drag-to-reorder of blocks, by position; the user's order is kept (only copying re-sorts). */
export function moveBlock(template: Template, from: number, to: number, language?: Language): Result<Template> {
  const actionsCons = moveItem(template.actionsCons, from, to);
  if (!actionsCons) return fail('notFound');
  return ok(settle(template, { ...template, actionsCons }, language));
}
