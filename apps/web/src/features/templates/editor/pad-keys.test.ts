import type { TemplateAction } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { intensityUnitKey } from './format.ts';
import { chipText, quickChips } from './pad-keys.ts';

const action = (intensity: string): TemplateAction => ({
  id: 1, name: 'A', iconPath: '', gifPath: '', intensityUnit: { key: intensity, name: intensity }, quantityUnit: { key: 'reps', name: 'reps' }, repeatCases: [],
});

const chips = (intensity: string, units: 'kg' | 'lbs') => quickChips(action(intensity), 'left', units).map(chipText);

describe('loads on the number pad', () => {
  it('step weights in the template units, whichever unit the exercise was made with', () => {
    expect(chips('kg', 'kg')).toEqual(['−5', '−2.5', '+2.5', '+5']);
    expect(chips('kg', 'lbs')).toEqual(['−10', '−5', '+5', '+10']);
    expect(chips('lbs', 'kg')).toEqual(['−5', '−2.5', '+2.5', '+5']);
  });

  it('step bodyweight the same in both units: it is not a weight', () => {
    expect(chips('bodyweight', 'lbs')).toEqual(chips('bodyweight', 'kg'));
  });
});

describe('the unit a load is shown in', () => {
  it('is the template units for weights and the exercise unit for everything else, bodyweight too', () => {
    expect(intensityUnitKey(action('kg'), { units: 'lbs' })).toBe('lbs');
    expect(intensityUnitKey(action('lbs'), { units: 'kg' })).toBe('kg');
    expect(intensityUnitKey(action('bodyweight'), { units: 'lbs' })).toBe('bodyweight');
    expect(intensityUnitKey(action('percent1rm'), { units: 'lbs' })).toBe('percent1rm');
  });
});
