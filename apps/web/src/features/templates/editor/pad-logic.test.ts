import { WEIGHT_LIMITS, QUANTITY_LIMITS, addActions, newTemplate, sequentialIdGen, toggleSide, type NewAction, type Template } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { adjust, afterApply, bufferOf, bufferValue, nextTarget, pressKey, type PadBuffer, type PadKey } from './pad-logic.ts';

const action = (id: number): NewAction => ({
  id, name: `A${id}`, iconPath: '', gifPath: '', intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' },
});

function unwrap(result: { ok: true; value: Template } | { ok: false; error: string }): Template {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** A superset of 1 and 2 (2 rounds), then 3 alone (2 sets). */
function sample(): Template {
  const ids = sequentialIdGen();
  let template = newTemplate({ groupId: '1' });
  template = unwrap(addActions(template, [action(1), action(2)], { mode: 'superset', sets: 2 }, ids));
  return unwrap(addActions(template, [action(3)], { mode: 'separate', sets: 2 }, ids));
}

const setIds = (template: Template, block: number) => template.actionsCons[block]?.exerciseCons.flatMap((g) => g.exercises.map((s) => s.id)) ?? [];

function typeKeys(keys: string, limit = WEIGHT_LIMITS.kg, start: PadBuffer = bufferOf(0)): PadBuffer {
  return [...keys].reduce((b, k) => pressKey(b, (k === '<' ? 'back' : k) as PadKey, limit), start);
}

describe('number pad typing', () => {
  it('replaces the value shown with the first key, then appends', () => {
    expect(typeKeys('62.5', WEIGHT_LIMITS.kg, bufferOf(40)).text).toBe('62.5');
    expect(bufferValue(typeKeys('62.5'))).toBe(62.5);
  });

  it('edits the value shown when the first key is backspace', () => {
    expect(typeKeys('<', WEIGHT_LIMITS.kg, bufferOf(125)).text).toBe('12');
  });

  it('ignores keys the limits cannot hold: too large, too many decimals, a point on whole units', () => {
    expect(typeKeys('1001').text).toBe('100');
    expect(typeKeys('2.125').text).toBe('2.12');
    expect(typeKeys('8.5', QUANTITY_LIMITS.reps!).text).toBe('85');
    expect(typeKeys('007').text).toBe('7');
    expect(typeKeys('.5').text).toBe('0.5');
  });

  it('adjusts within the limits and rounds to the step', () => {
    expect(adjust(bufferOf(1), -2.5, WEIGHT_LIMITS.kg).text).toBe('0');
    expect(adjust(bufferOf(998), 5, WEIGHT_LIMITS.kg).text).toBe('1000');
  });
});

describe('number pad order', () => {
  it('goes through the fields of a set, then the next set shown, then stops', () => {
    const template = sample();
    const [a1] = setIds(template, 0);
    const last = setIds(template, 1)[1]!;
    expect(nextTarget(template, { setId: a1!, field: 'left' })).toEqual({ setId: a1, field: 'quantity' });
    expect(nextTarget(template, { setId: a1!, field: 'quantity' })).toEqual({ setId: setIds(template, 0)[1], field: 'left' });
    expect(nextTarget(template, { setId: last, field: 'quantity' })).toBeNull();
  });

  it('visits the right side of a single-side set', () => {
    const template = sample();
    const a1 = setIds(template, 0)[0]!;
    const single = unwrap(toggleSide(template, a1));
    expect(nextTarget(single, { setId: a1, field: 'left' })).toEqual({ setId: a1, field: 'right' });
    expect(nextTarget(single, { setId: a1, field: 'right' })).toEqual({ setId: a1, field: 'quantity' });
  });

  it('after an Apply on the last field moves to the next exercise: the superset partner, then the next block', () => {
    const template = sample();
    const [a1, b1] = setIds(template, 0);
    const c1 = setIds(template, 1)[0];
    expect(afterApply(template, { setId: a1!, field: 'left' })).toEqual({ setId: a1, field: 'quantity' });
    expect(afterApply(template, { setId: a1!, field: 'quantity' })).toEqual({ setId: b1, field: 'left' });
    expect(afterApply(template, { setId: b1!, field: 'quantity' })).toEqual({ setId: c1, field: 'left' });
    expect(afterApply(template, { setId: c1!, field: 'quantity' })).toBeNull();
  });
});
