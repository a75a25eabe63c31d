import { MUSCLES, MUSCLE_SIDE } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { BODY_SHAPES, emphasisOf, knownMuscles, thumbFrame, thumbView } from './body-map-data.ts';

describe('body map', () => {
  it('draws every muscle of the taxonomy on the side(s) it is seen from', () => {
    for (const { value } of MUSCLES) {
      const side = MUSCLE_SIDE[value];
      if (side !== 'back') expect(BODY_SHAPES.front.muscles[value], `${value} from the front`).toBeDefined();
      if (side !== 'front') expect(BODY_SHAPES.back.muscles[value], `${value} from the back`).toBeDefined();
    }
  });

  it('marks primary over secondary over none', () => {
    expect(emphasisOf('chest', ['chest'], ['chest'])).toBe('primary');
    expect(emphasisOf('triceps', ['chest'], ['triceps'])).toBe('secondary');
    expect(emphasisOf('calves', ['chest'], ['triceps'])).toBe('none');
  });

  it('shows the side of the primary muscles in a thumbnail, secondary ones breaking a tie', () => {
    expect(thumbView(['chest'], ['triceps', 'rear_delts'])).toBe('front');
    expect(thumbView(['lats', 'upper_back'], ['biceps'])).toBe('back');
    expect(thumbView(['hamstrings', 'glutes', 'quads'], [])).toBe('back');
    expect(thumbView(['side_delts'], ['traps', 'rear_delts'])).toBe('back');
    expect(thumbView(['forearms'], [])).toBe('front');
    expect(thumbView([], [])).toBe('front');
  });

  it('keeps known muscles once, in the given order', () => {
    expect(knownMuscles(['triceps', 'chest', 'wings', 'triceps'])).toEqual(['triceps', 'chest']);
  });

  it('frames a thumbnail on the half of the body the primary muscles are on', () => {
    expect(thumbFrame(['chest', 'triceps'])).toBe('upper');
    expect(thumbFrame(['quads', 'glutes'])).toBe('lower');
    expect(thumbFrame(['glutes', 'hamstrings', 'lower_back'])).toBe('whole');
    expect(thumbFrame([])).toBe('whole');
  });
});
