import type { ActionSummary } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { isSelected, isSelectionFull, refreshSelection, toggleSelection } from './selection.ts';

function action(id: number, name = `Exercise ${id}`): ActionSummary {
  return {
    id, name, nameEn: name, nameZh: name, type: 'strength', equipment: 'barbell', compound: true,
    primaryMuscles: ['chest'], secondaryMuscles: [], muscleGroups: ['chest'], movementPatterns: [],
    gifPath: '', iconPath: '', gifUrl: '', iconUrl: '',
    intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' },
    official: true, mine: false, pinned: false,
  };
}

describe('exercise picker selection', () => {
  it('adds in the order of picking and removes on a second tap', () => {
    let selected = toggleSelection([], action(3));
    selected = toggleSelection(selected, action(1));
    selected = toggleSelection(selected, action(2));
    expect(selected.map((a) => a.id)).toEqual([3, 1, 2]);
    selected = toggleSelection(selected, action(1));
    expect(selected.map((a) => a.id)).toEqual([3, 2]);
    expect(isSelected(selected, 1)).toBe(false);
    expect(isSelected(selected, 2)).toBe(true);
  });

  it('compares by id, not by object', () => {
    const selected = toggleSelection([], action(5, 'Old name'));
    expect(toggleSelection(selected, action(5, 'New name'))).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const start = [action(1)];
    toggleSelection(start, action(2));
    toggleSelection(start, action(1));
    expect(start.map((a) => a.id)).toEqual([1]);
  });

  it('stops adding at the maximum but still lets one go', () => {
    let selected = toggleSelection(toggleSelection([], action(1), 2), action(2), 2);
    expect(isSelectionFull(selected, 2)).toBe(true);
    selected = toggleSelection(selected, action(3), 2);
    expect(selected.map((a) => a.id)).toEqual([1, 2]);
    selected = toggleSelection(selected, action(1), 2);
    expect(selected.map((a) => a.id)).toEqual([2]);
    expect(isSelectionFull(selected, 2)).toBe(false);
  });

  it('refreshes chosen exercises from fresh pages and keeps the rest and the order', () => {
    const selected = [action(1, 'A'), action(2, 'B'), action(3, 'C')];
    const fresh = [{ ...action(3, 'C2'), pinned: true }, action(9)];
    const refreshed = refreshSelection(selected, fresh);
    expect(refreshed.map((a) => a.name)).toEqual(['A', 'B', 'C2']);
    expect(refreshed[2]?.pinned).toBe(true);
  });
});
