import { isWeightIntensity, supersetLetters, templateBlockShape, type ActionsCon, type Template, type TemplateAction } from '@repwise/domain';

/** Seconds as m:ss, the way rest timers read. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A value as shown (intensityForDisplay for loads): no trailing zeros; the domain already rounded it. */
export function formatAmount(value: number): string {
  return String(Number(value.toFixed(2)));
}

/**
 * The unit key a set's intensity is shown in: weights (kg or lbs exercises, stored in kg) in
 * the template's units, everything else, bodyweight included, in the action's own unit.
 */
export function intensityUnitKey(action: Pick<TemplateAction, 'intensityUnit'>, template: Pick<Template, 'units'>): string {
  return isWeightIntensity(action) ? template.units : action.intensityUnit.key;
}

/** Exercises across the blocks: a superset of two counts two. */
export function countExercises(template: Pick<Template, 'actionsCons'>): number {
  return template.actionsCons.reduce((sum, block) => sum + block.actions.length, 0);
}

export function countSets(template: Pick<Template, 'actionsCons'>): number {
  return template.actionsCons.reduce((sum, block) => sum + block.exerciseCons.reduce((n, g) => n + g.exercises.length, 0), 0);
}

/** Letters that tell the actions of a superset apart (A, B, C…), as every screen letters them ('' in a one-action block). */
export function actionLetter(block: ActionsCon, actionId: number): string {
  return supersetLetters(templateBlockShape(block)).get(actionId) ?? '';
}
