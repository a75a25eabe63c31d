import { addActions, type AddMode } from './edit-actions.ts';
import { newTemplate, sequentialIdGen, type IdGen, type NewAction, type Result, type Template } from './types.ts';

/** Test data for the template tests; not exported from the package. */

export const SQUAT: NewAction = {
  id: 101, name: 'Back squat', iconPath: 'actions/squat.png', gifPath: 'actions/squat.gif',
  intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' },
};
export const ROW: NewAction = {
  id: 102, name: 'Barbell row', iconPath: 'actions/row.png', gifPath: 'actions/row.gif',
  intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' },
};
export const PLANK: NewAction = {
  id: 103, name: 'Plank', iconPath: 'actions/plank.png', gifPath: 'actions/plank.gif',
  intensityUnit: { key: 'bodyweight', name: 'Bodyweight' }, quantityUnit: { key: 'seconds', name: 'seconds' },
};
export const BIKE: NewAction = {
  id: 104, name: 'Bike', iconPath: 'actions/bike.png', gifPath: 'actions/bike.gif',
  intensityUnit: { key: 'level', name: 'Level' }, quantityUnit: { key: 'minutes', name: 'minutes' },
};
export const ACTIONS: readonly NewAction[] = [SQUAT, ROW, PLANK, BIKE];

/** The value of a result that must have succeeded. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error}`);
  return result.value;
}

export function blankTemplate(fields: Partial<Template> = {}): Template {
  return newTemplate({ groupId: '1', name: 'Leg day', type: '1', description: 'Squats first', ...fields });
}

/** A saved-looking template made the way the editor makes one. */
export function makeTemplate(
  actions: readonly NewAction[],
  mode: AddMode,
  sets = 1,
  idGen: IdGen = sequentialIdGen(),
  fields: Partial<Template> = {},
): Template {
  return unwrap(addActions(blankTemplate(fields), actions, { mode, sets }, idGen));
}

export function labelsOf(template: Template, blockIndex = 0, groupIndex = 0): string[] {
  return template.actionsCons[blockIndex]?.exerciseCons[groupIndex]?.exercises.map((s) => s.name) ?? [];
}

export function groupNamesOf(template: Template, blockIndex = 0): string[] {
  return template.actionsCons[blockIndex]?.exerciseCons.map((g) => g.name) ?? [];
}
