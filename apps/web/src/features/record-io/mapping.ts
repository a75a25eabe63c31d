import type { ImportMapping } from '@repwise/contracts';
import { EQUIPMENT, MUSCLES, type EquipmentKey, type MuscleKey } from '@repwise/domain';

/** What the trainee decided for one name of the file. */
export type MappingEntry = ImportMapping[number];

/** The mapping with this name's decision in place of any earlier one. */
export function withDecision(mapping: readonly MappingEntry[], entry: MappingEntry): MappingEntry[] {
  return [...withoutDecision(mapping, entry.name), entry];
}

/** The mapping with this name left undecided again. */
export function withoutDecision(mapping: readonly MappingEntry[], name: string): MappingEntry[] {
  return mapping.filter((entry) => entry.name !== name);
}

/** The lowercase words of a name, each also without a plural "s": "Seated Calf Raises" → seated, calf, raise… */
function wordsOf(name: string): Set<string> {
  const words = name.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return new Set(words.flatMap((word) => (word.endsWith('s') ? [word, word.slice(0, -1)] : [word])));
}

/** Whether every word of a label appears in the name's words ("Smith machine" needs both). */
function names(words: Set<string>, label: string): boolean {
  return label.toLowerCase().split(/\s+/).every((word) => words.has(word) || words.has(word.replace(/s$/, '')));
}

/**
 * The equipment a name says, for the "create as my exercise" default: "Dumbbell Bench Press"
 * → dumbbell; the longest label wins ("Smith Machine Squat" is a Smith machine, not a machine).
 * "Other" when the name says none.
 */
export function guessEquipment(name: string): EquipmentKey {
  const words = wordsOf(name);
  const said = EQUIPMENT.filter((e) => e.value !== 'other' && names(words, e.aliasName)).sort((a, b) => b.aliasName.length - a.aliasName.length);
  return said[0]?.value ?? 'other';
}

/** The muscle a name says ("Triceps Pushdown" → triceps), else null: the trainee picks one. */
export function guessMuscle(name: string): MuscleKey | null {
  const words = wordsOf(name);
  return MUSCLES.find((m) => names(words, m.aliasName))?.value ?? null;
}
