import type { SetFields } from '@repwise/contracts';
import { labelBlock, type BlockShape, type GroupLabels, type Language, type SetLabel } from '@repwise/domain';
import type { PlannedBlock } from '../../offline/planned.ts';

/**
 * Set labels and group titles outside the template editor, all from the domain's one rule
 * (`labelBlock`, spec §4), in the language on screen. Nothing here numbers sets itself: it
 * only gives `labelBlock` the shape of what is shown.
 */

/**
 * A session's plan block as `labelBlock` reads it. The plan stores each set's type (its
 * group's kind), not the group's, so a group's kind is its sets'; this also labels sessions
 * stored on a phone before labels were computed here. An empty group has no sets to label.
 */
export function plannedBlockShape(block: PlannedBlock): BlockShape {
  return { groups: block.groups.map((group) => ({ kind: group.sets[0]?.setType ?? 'normal', sets: group.sets })) };
}

/** The training screen's group titles and set labels ("A1", "warm", "decrease 1") of one plan block. */
export function planLabels(block: PlannedBlock, language: Language): GroupLabels[] {
  return labelBlock(plannedBlockShape(block), language);
}

export type LabelledRecord = Pick<SetFields, 'blockId' | 'groupId' | 'setType' | 'actionId' | 'completedAt'> & { readonly id: string };

/**
 * The labels of a past training's recorded sets, by set id: the sets are put back into their
 * blocks and groups (in the order they were done) and labelled as the training screen
 * labelled them, so the coach's view and the trainee's history read "warm, 1, 2, 3, 4" too.
 */
export function recordedLabels(recorded: readonly LabelledRecord[], language: Language): Map<string, SetLabel> {
  const ordered = [...recorded].sort((a, b) => a.completedAt.localeCompare(b.completedAt) || a.id.localeCompare(b.id));
  const blocks = new Map<string, Map<string, LabelledRecord[]>>();
  for (const set of ordered) {
    const groups = blocks.get(set.blockId) ?? new Map<string, LabelledRecord[]>();
    blocks.set(set.blockId, groups);
    groups.set(set.groupId, [...(groups.get(set.groupId) ?? []), set]);
  }
  const labels = new Map<string, SetLabel>();
  for (const groups of blocks.values()) {
    const sets = [...groups.values()];
    const shape: BlockShape = { groups: sets.map((group) => ({ kind: group[0]!.setType, sets: group })) };
    labelBlock(shape, language).forEach((group, gi) => group.sets.forEach((label, si) => labels.set(sets[gi]![si]!.id, label)));
  }
  return labels;
}

/** The labels of sets a coach is entering for one exercise: one normal group, as a one-exercise block. */
export function draftLabels(actionId: number, count: number, language: Language): SetLabel[] {
  return labelBlock({ groups: [{ kind: 'normal', sets: Array.from({ length: count }, () => ({ actionId })) }] }, language)[0]!.sets.slice();
}
