import { describe, expect, it } from 'vitest';
import { guessEquipment, guessMuscle, withDecision, withoutDecision, type MappingEntry } from './mapping.ts';

describe('the mapping of names', () => {
  const chosen: MappingEntry = { name: 'Zercher Squat', actionId: 12 };
  const created: MappingEntry = { name: 'Sled Push', create: { primaryMuscle: 'quads', equipment: 'other' } };

  it('keeps one decision per name, the latest', () => {
    const mapping = withDecision(withDecision([chosen], created), { name: 'Zercher Squat', actionId: 40 });
    expect(mapping).toEqual([created, { name: 'Zercher Squat', actionId: 40 }]);
  });

  it('forgets a name on undo and leaves the others', () => {
    expect(withoutDecision([chosen, created], 'Zercher Squat')).toEqual([created]);
    expect(withoutDecision([chosen], 'Unknown')).toEqual([chosen]);
  });
});

describe('the defaults of a new exercise', () => {
  it('reads the equipment a name says, the longest label first', () => {
    expect(guessEquipment('Dumbbell Bench Press')).toBe('dumbbell');
    expect(guessEquipment('Smith Machine Squat')).toBe('smith_machine');
    expect(guessEquipment('Leg Press (Machine)')).toBe('machine');
    expect(guessEquipment('Kettlebells Swing')).toBe('kettlebell');
    expect(guessEquipment('Zercher Good Morning Deluxe')).toBe('other');
  });

  it('reads a muscle a name says, plural or not, else leaves it to the trainee', () => {
    expect(guessMuscle('Triceps Pushdown')).toBe('triceps');
    expect(guessMuscle('Bicep Curl')).toBe('biceps');
    expect(guessMuscle('Machine Chest Fly')).toBe('chest');
    expect(guessMuscle('Zercher Good Morning Deluxe')).toBeNull();
  });
});
