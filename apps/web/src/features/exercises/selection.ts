import type { ActionSummary } from '@repwise/contracts';

/** Pure rules of the exercise picker's multi-select, kept apart from the popup to be tested alone. */

export function isSelected(selected: readonly ActionSummary[], id: number): boolean {
  return selected.some((item) => item.id === id);
}

/**
 * Adds the exercise at the end (the order of picking is the order of adding), or takes it
 * out when it is already chosen. At `max` chosen, nothing more is added.
 */
export function toggleSelection(selected: readonly ActionSummary[], item: ActionSummary, max = Infinity): ActionSummary[] {
  if (isSelected(selected, item.id)) return selected.filter((s) => s.id !== item.id);
  if (selected.length >= max) return [...selected];
  return [...selected, item];
}

/** True when one more exercise may not be added; already chosen ones can always be taken out. */
export function isSelectionFull(selected: readonly ActionSummary[], max = Infinity): boolean {
  return selected.length >= max;
}

/**
 * Keeps the chosen exercises up to date with freshly loaded ones (a rename, a pin), in the
 * order they were chosen; exercises not among the fresh ones stay as they were.
 */
export function refreshSelection(selected: readonly ActionSummary[], fresh: readonly ActionSummary[]): ActionSummary[] {
  const byId = new Map(fresh.map((item) => [item.id, item]));
  return selected.map((item) => byId.get(item.id) ?? item);
}
