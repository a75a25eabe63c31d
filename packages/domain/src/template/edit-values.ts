import type { Language } from '../dictionaries.ts';
import { REST_LIMIT, intensityLimit, limitValue, quantityLimit } from './limits.ts';
import { fail, ok, findBlockIndex, findGroup, findSet, settle, withBlock, withGroup, withSet, type SetPlace } from './tree.ts';
import { groupKind, type ActionsCon, type ExerciseCon, type Result, type Template, type TemplateAction, type TemplateExercise } from './types.ts';
import { intensityFromDisplay } from './units.ts';

/**
 * The side toggle of spec §4 flips a set between both sides (0) and single side (1). Turning
 * back to both sides copies the left intensity to the right, since a both-sides set has one
 * intensity and the right value would otherwise linger unseen.
 */
export function toggleSide(template: Template, setId: string, language?: Language): Result<Template> {
  const place = findSet(template, setId);
  if (!place) return fail('notFound');
  const { set } = place;
  const next: TemplateExercise = set.side === 1 ? { ...set, side: 0, intensityCountRight: set.intensityCountLeft } : { ...set, side: 1 };
  return ok(settle(template, withSet(template, place, next), language));
}

export type IntensitySide = 'left' | 'right';

/**
 * Sets the intensity of a set from a value as typed: a weight in the template's units, any
 * other intensity in its action's own unit. The value is clamped and rounded in that unit (see
 * limits.ts intensityLimit: 0.25 kg or 0.5 lb steps), then stored — weights in kg
 * (units.ts intensityFromDisplay: a value typed in lbs is stored to 0.01 kg). On a both-sides
 * set either field writes both values (spec §4), so left and right never disagree there; on a
 * single-side set only the side named changes.
 */
export function setIntensity(template: Template, setId: string, which: IntensitySide, value: number, language?: Language): Result<Template> {
  const place = findSet(template, setId);
  const action = place && actionOf(place);
  if (!place || !action) return fail('notFound');
  const v = intensityFromDisplay(limitValue(value, intensityLimit(action, template.units)), action, template.units);
  const { set } = place;
  const next: TemplateExercise =
    set.side === 0 ? { ...set, intensityCountLeft: v, intensityCountRight: v }
    : which === 'left' ? { ...set, intensityCountLeft: v }
    : { ...set, intensityCountRight: v };
  return ok(settle(template, withSet(template, place, next), language));
}

/** Sets the quantity (reps, seconds, …) of a set, clamped and rounded by its action's unit. */
export function setQuantity(template: Template, setId: string, value: number, language?: Language): Result<Template> {
  const place = findSet(template, setId);
  const action = place && actionOf(place);
  if (!place || !action) return fail('notFound');
  const next = { ...place.set, quantityCount: limitValue(value, quantityLimit(action)) };
  return ok(settle(template, withSet(template, place, next), language));
}

function actionOf(place: SetPlace): TemplateAction | undefined {
  return place.block.actions.find((a) => a.id === place.set.actionId);
}

export type ApplyField = 'intensity' | 'quantity' | 'interval';

export interface ApplyOptions {
  /** Also overwrite the sets of warm-up and stretch groups; off by default. */
  readonly includeWarmupAndStretch?: boolean;
}

/**
 * Bulk "apply upward" (spec §4): copies the set's value to every EARLIER set of the same
 * action in the same block, across its groups in the order shown. Other actions of a
 * superset keep their values, since their units and loads differ.
 *
 * Warm-up and stretch sets are skipped by default: a coach applying a value is almost always
 * filling working sets (normal, decrease, increase), and a warm-up load overwritten with the
 * working load is a mistake easily missed. `{ includeWarmupAndStretch: true }` reaches them
 * too. The group the source set itself is in is always in reach, so applying from a warm-up
 * set still fills the other sets of that warm-up group.
 */
export function applyUpward(template: Template, setId: string, field: ApplyField, options: ApplyOptions = {}, language?: Language): Result<Template> {
  return applyAlong(template, setId, field, 'up', options, language);
}

/** Bulk "apply downward": the same, to every LATER set of the same action in the same block (same default skip). */
export function applyDownward(template: Template, setId: string, field: ApplyField, options: ApplyOptions = {}, language?: Language): Result<Template> {
  return applyAlong(template, setId, field, 'down', options, language);
}

function applyAlong(
  template: Template,
  setId: string,
  field: ApplyField,
  direction: 'up' | 'down',
  options: ApplyOptions,
  language: Language | undefined,
): Result<Template> {
  const place = findSet(template, setId);
  if (!place) return fail('notFound');
  const { block, set: source } = place;
  let passedSource = false;
  const exerciseCons = block.exerciseCons.map((group) => {
    const kind = groupKind(group.type);
    const skipped = !options.includeWarmupAndStretch && (kind === 'warmup' || kind === 'stretch') && group.exerciseConId !== place.group.exerciseConId;
    return {
      ...group,
      exercises: group.exercises.map((set) => {
        if (set.id === source.id) {
          passedSource = true;
          return set;
        }
        const inScope = !skipped && set.actionId === source.actionId && (direction === 'up' ? !passedSource : passedSource);
        return inScope ? copyField(set, source, field) : set;
      }),
    };
  });
  return ok(settle(template, withBlock(template, place.blockIndex, { ...block, exerciseCons }), language));
}

/** A both-sides target takes the source's (left) intensity on both sides, keeping its sides equal. */
function copyField(target: TemplateExercise, source: TemplateExercise, field: ApplyField): TemplateExercise {
  switch (field) {
    case 'quantity': return { ...target, quantityCount: source.quantityCount };
    case 'interval': return { ...target, intervalSeconds: source.intervalSeconds };
    case 'intensity':
      return target.side === 0
        ? { ...target, intensityCountLeft: source.intensityCountLeft, intensityCountRight: source.intensityCountLeft }
        : { ...target, intensityCountLeft: source.intensityCountLeft, intensityCountRight: source.intensityCountRight };
  }
}

/** One rest: a block's rest (after the block), a set group's rest (after the group) or a set's interval (after the set). */
export type OneRest = { readonly actionsConId: string } | { readonly exerciseConId: string } | { readonly setId: string };

/** Where a rest applied at once lands: one set group, one block, or the whole template. */
export type RestScope = { readonly exerciseConId: string } | { readonly actionsConId: string } | 'template';

/**
 * Many rests of one kind in one action (issue 24 §10): the interval after every set of a set
 * group, a block or the template; the rest after every group of a block or the template; the
 * rest after every block of the template.
 */
export type ManyRests =
  | { readonly everySetIn: RestScope }
  | { readonly everyGroupIn: Exclude<RestScope, { readonly exerciseConId: string }> }
  | { readonly everyBlockIn: 'template' };

export type RestTarget = OneRest | ManyRests;

/**
 * Sets a rest: a block's rest (after the block), a group's rest (after the group) or a set's
 * interval (after the set) — one of them, or every one of that kind in a group, a block or
 * the template (ManyRests). Whole seconds from 0 to an hour; the pickers clamp the same way. A
 * scope that names no group or block of the template is 'notFound' and changes nothing.
 */
export function setRest(template: Template, target: RestTarget, seconds: number, language?: Language): Result<Template> {
  const value = limitValue(seconds, REST_LIMIT);
  if ('everySetIn' in target || 'everyGroupIn' in target || 'everyBlockIn' in target) {
    const next = withManyRests(template, target, value);
    return next ? ok(settle(template, next, language)) : fail('notFound');
  }
  if ('actionsConId' in target) {
    const blockIndex = findBlockIndex(template, target.actionsConId);
    const block = template.actionsCons[blockIndex];
    return block ? ok(settle(template, withBlock(template, blockIndex, { ...block, restSeconds: value }), language)) : fail('notFound');
  }
  if ('exerciseConId' in target) {
    const place = findGroup(template, target.exerciseConId);
    return place ? ok(settle(template, withGroup(template, place, { ...place.group, restSeconds: value }), language)) : fail('notFound');
  }
  const place = findSet(template, target.setId);
  return place ? ok(settle(template, withSet(template, place, { ...place.set, intervalSeconds: value }), language)) : fail('notFound');
}

/** The template with the rests of `target` set to `value`; null when its scope is not in the template. */
function withManyRests(template: Template, target: ManyRests, value: number): Template | null {
  if ('everyBlockIn' in target) return { ...template, actionsCons: template.actionsCons.map((block) => ({ ...block, restSeconds: value })) };
  const scope = 'everySetIn' in target ? target.everySetIn : target.everyGroupIn;
  const blockInScope = (block: ActionsCon) =>
    scope === 'template' || ('actionsConId' in scope ? block.actionsConId === scope.actionsConId : block.exerciseCons.some((g) => g.exerciseConId === scope.exerciseConId));
  const groupInScope = (group: ExerciseCon) => scope === 'template' || !('exerciseConId' in scope) || group.exerciseConId === scope.exerciseConId;
  if (!template.actionsCons.some(blockInScope)) return null;
  const actionsCons = template.actionsCons.map((block) => {
    if (!blockInScope(block)) return block;
    const exerciseCons = block.exerciseCons.map((group) => {
      if (!groupInScope(group)) return group;
      return 'everySetIn' in target ? { ...group, exercises: group.exercises.map((set) => ({ ...set, intervalSeconds: value })) } : { ...group, restSeconds: value };
    });
    return { ...block, exerciseCons };
  });
  return { ...template, actionsCons };
}
