import { limitValue, type Template, type TemplateExercise, type ValueLimit } from '@repwise/domain';

/** What the number pad writes: a set's left (or only) intensity, its right intensity, or its quantity. */
export type PadField = 'left' | 'right' | 'quantity';

export interface PadTarget {
  readonly setId: string;
  readonly field: PadField;
}

/** A both-sides set has one intensity (written to both sides); a single-side set has two. */
export function fieldsOf(set: Pick<TemplateExercise, 'side'>): PadField[] {
  return set.side === 1 ? ['left', 'right', 'quantity'] : ['left', 'quantity'];
}

interface Located {
  readonly blockIndex: number;
  readonly set: TemplateExercise;
}

/** Every set in the order shown: blocks, their groups, the groups' sets. */
export function orderedSets(template: Pick<Template, 'actionsCons'>): Located[] {
  return template.actionsCons.flatMap((block, blockIndex) => block.exerciseCons.flatMap((g) => g.exercises.map((set) => ({ blockIndex, set }))));
}

export function findSet(template: Pick<Template, 'actionsCons'>, setId: string): Located | undefined {
  return orderedSets(template).find((entry) => entry.set.id === setId);
}

/** "Next": the set's next field, else the first field of the next set shown; null after the last. */
export function nextTarget(template: Pick<Template, 'actionsCons'>, target: PadTarget): PadTarget | null {
  const sets = orderedSets(template);
  const index = sets.findIndex((entry) => entry.set.id === target.setId);
  const current = sets[index];
  if (!current) return null;
  const fields = fieldsOf(current.set);
  const field = fields[fields.indexOf(target.field) + 1];
  if (field) return { setId: target.setId, field };
  const next = sets[index + 1];
  return next ? { setId: next.set.id, field: 'left' } : null;
}

/**
 * Where the pad goes after an Apply: the set's next field, since the same value now stands in
 * the other sets of this action; after its last field, the first set of the next exercise
 * (the next action of a superset, else the next block), whose sets are still to fill.
 */
export function afterApply(template: Pick<Template, 'actionsCons'>, target: PadTarget): PadTarget | null {
  const located = findSet(template, target.setId);
  if (!located) return null;
  const fields = fieldsOf(located.set);
  const field = fields[fields.indexOf(target.field) + 1];
  if (field) return { setId: target.setId, field };
  const firsts = template.actionsCons.flatMap((block) =>
    block.actions.flatMap((action) => {
      const first = block.exerciseCons.flatMap((g) => g.exercises).find((s) => s.actionId === action.id);
      return first ? [{ blockId: block.actionsConId, actionId: action.id, setId: first.id }] : [];
    }),
  );
  const block = template.actionsCons[located.blockIndex];
  const at = firsts.findIndex((f) => f.blockId === block?.actionsConId && f.actionId === located.set.actionId);
  const next = firsts[at + 1];
  return next ? { setId: next.setId, field: 'left' } : null;
}

/** What has been typed: `fresh` until the first key, which then replaces the value shown. */
export interface PadBuffer {
  readonly text: string;
  readonly fresh: boolean;
}

export type PadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'back';

export function bufferOf(value: number): PadBuffer {
  return { text: String(value), fresh: true };
}

export function bufferValue(buffer: PadBuffer): number {
  const value = Number(buffer.text);
  return Number.isFinite(value) ? value : 0;
}

function decimalsOf(limit: ValueLimit): number {
  return (String(limit.step).split('.')[1] ?? '').length;
}

/**
 * One key press. Keys that would make a value the limits cannot hold (too large, too many
 * decimals, a point where the unit has no fractions) are ignored, so what is shown can always
 * be stored; the domain then rounds it to the unit's step.
 */
export function pressKey(buffer: PadBuffer, key: PadKey, limit: ValueLimit): PadBuffer {
  const base = buffer.fresh && key !== 'back' ? '' : buffer.text;
  if (key === 'back') return { text: base.slice(0, -1), fresh: false };
  const decimals = decimalsOf(limit);
  if (key === '.') {
    if (decimals === 0 || base.includes('.')) return buffer;
    return { text: base === '' ? '0.' : `${base}.`, fresh: false };
  }
  const text = base === '0' ? key : base + key;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > decimals || Number(text) > limit.max) return buffer;
  return { text, fresh: false };
}

/** A quick adjustment (+2.5, −5…) from the value shown, kept within the limits. */
export function adjust(buffer: PadBuffer, delta: number, limit: ValueLimit): PadBuffer {
  return bufferOf(limitValue(bufferValue(buffer) + delta, limit));
}
