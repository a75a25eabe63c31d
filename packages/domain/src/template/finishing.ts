import { fail, ok, findBlockIndex, findGroup, rollUpFinished, withBlock, withGroup } from './tree.ts';
import type { ActionsCon, Flag, Result, Template } from './types.ts';

export type FinishTarget = { readonly all: true } | { readonly actionsConId: string } | { readonly exerciseConId: string };

/**
 * Finishing of spec §4: marks everything, one action block or one set group with `status`
 * (default 1; 0 takes it back). The mark goes down to everything inside the target and rolls
 * up: a block is finished when all its groups are, the template when all its blocks are — so
 * un-finishing one group also un-finishes its block and the template.
 */
export function finish(template: Template, target: FinishTarget, status: Flag = 1): Result<Template> {
  if ('all' in target) {
    return ok({ ...template, finished: status, actionsCons: template.actionsCons.map((block) => finishBlock(block, status)) });
  }
  if ('actionsConId' in target) {
    const blockIndex = findBlockIndex(template, target.actionsConId);
    const block = template.actionsCons[blockIndex];
    return block ? ok(rollUpFinished(withBlock(template, blockIndex, finishBlock(block, status)))) : fail('notFound');
  }
  const place = findGroup(template, target.exerciseConId);
  return place ? ok(rollUpFinished(withGroup(template, place, { ...place.group, finished: status }))) : fail('notFound');
}

function finishBlock(block: ActionsCon, status: Flag): ActionsCon {
  return { ...block, finished: status, exerciseCons: block.exerciseCons.map((group) => ({ ...group, finished: status })) };
}

/** Spec §4: a template is finished when its finished flag is set. */
export function isTemplateFinished(template: Pick<Template, 'finished'>): boolean {
  return template.finished === 1;
}

/**
 * The block being trained (spec §4): the one the user chose, otherwise the first block with a
 * set group still to do; null when everything is done. A chosen id that is no longer in the
 * template (the block was removed) falls back to the rule.
 */
export function currentBlock(template: Template, chosenId?: string | null): ActionsCon | null {
  const chosen = chosenId ? template.actionsCons.find((b) => b.actionsConId === chosenId) : undefined;
  return chosen ?? template.actionsCons.find((b) => b.exerciseCons.some((g) => g.finished === 0)) ?? null;
}
