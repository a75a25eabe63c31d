import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../dictionaries.ts';
import { groupKind, type ActionsCon, type SetGroupKind, type Template } from './types.ts';

export interface TemplateLabelTexts {
  readonly group: (n: number) => string;
  readonly warmupGroup: string;
  readonly stretchGroup: string;
  readonly decreaseGroup: string;
  readonly increaseGroup: string;
  readonly normalSet: (n: number) => string;
  readonly warmupSet: string;
  readonly stretchSet: string;
  readonly decreaseSet: (n: number) => string;
  readonly increaseSet: (n: number) => string;
}

/**
 * Set labels and group names of spec §4. They are stored on the template (the server and
 * the printed plan show them as they are), so both languages live here rather than in the
 * web app's message files. Digits stay digits in both languages. In Chinese 组 is a set (the
 * gym's word) and a set group is a 段 (docs/GLOSSARY.md), so 第2段 is never read as the
 * second set.
 */
export const TEMPLATE_LABELS: Readonly<Record<Language, TemplateLabelTexts>> = {
  en: {
    group: (n) => `Group ${n}`,
    warmupGroup: 'Warm-up group',
    stretchGroup: 'Stretch group',
    decreaseGroup: 'Decrease group',
    increaseGroup: 'Increase group',
    normalSet: (n) => String(n),
    warmupSet: 'warm',
    stretchSet: 'pull',
    decreaseSet: (n) => `decrease ${n}`,
    increaseSet: (n) => `increase ${n}`,
  },
  'zh-Hans': {
    group: (n) => `第${n}段`,
    warmupGroup: '热身段',
    stretchGroup: '拉伸段',
    decreaseGroup: '递减段',
    increaseGroup: '递增段',
    normalSet: (n) => String(n),
    warmupSet: '热身',
    stretchSet: '拉伸',
    decreaseSet: (n) => `递减 ${n}`,
    increaseSet: (n) => `递增 ${n}`,
  },
};

/** `n` is the group's place among the block's normal groups; other kinds have one fixed name. */
function groupName(texts: TemplateLabelTexts, kind: SetGroupKind, n: number): string {
  switch (kind) {
    case 'normal': return texts.group(n);
    case 'warmup': return texts.warmupGroup;
    case 'stretch': return texts.stretchGroup;
    case 'decrease': return texts.decreaseGroup;
    case 'increase': return texts.increaseGroup;
  }
}

/**
 * `n` is the set's number: for a normal set its place among the normal sets of its action in
 * the whole block, for a decrease or increase set its place among the sets of its action in
 * its own group; warm-up and stretch sets have one fixed label.
 */
function setLabel(texts: TemplateLabelTexts, kind: SetGroupKind, n: number): string {
  switch (kind) {
    case 'normal': return texts.normalSet(n);
    case 'warmup': return texts.warmupSet;
    case 'stretch': return texts.stretchSet;
    case 'decrease': return texts.decreaseSet(n);
    case 'increase': return texts.increaseSet(n);
  }
}

/**
 * What labelling needs of a block: its set groups in order, each with its kind and the
 * action of each of its sets. A template's block, a session's stored plan and the recorded
 * sets of a past training all have this shape, so they are all labelled by `labelBlock`.
 */
export interface BlockShape {
  readonly groups: readonly { readonly kind: SetGroupKind; readonly sets: readonly { readonly actionId: number }[] }[];
}

export interface SetLabel {
  /** The superset letter of the set's action ('' in a block with one action). */
  readonly letter: string;
  /** The label of spec §4 ("1", "warm", "decrease 2"), without the letter; what a template stores. */
  readonly label: string;
  /** Letter and label as one reads them: "A1", "B warm", "3". */
  readonly text: string;
}

export interface GroupLabels {
  /** "Group 2", "Warm-up group", 第2段, 热身段… */
  readonly title: string;
  readonly sets: readonly SetLabel[];
}

/**
 * The superset letters of a block: A, B, … in the order the actions first appear in its sets
 * (the order a lifter meets them), none when the block has a single action.
 */
export function supersetLetters(block: BlockShape): ReadonlyMap<number, string> {
  const order = [...new Set(block.groups.flatMap((group) => group.sets.map((set) => set.actionId)))];
  if (order.length < 2) return new Map();
  return new Map(order.map((actionId, i) => [actionId, String.fromCharCode(65 + (i % 26))]));
}

/** "A" + "1" reads "A1"; a word label keeps a space after the letter ("A warm"). */
function joinLetter(letter: string, label: string): string {
  if (letter === '') return label;
  return /^\d/.test(label) ? `${letter}${label}` : `${letter} ${label}`;
}

/**
 * The one labelling rule of spec §4, for one block in one language: every screen that shows
 * set labels or group titles (the template editor and views through `relabel`, the training
 * screen, the coach's and the trainee's record of a training) takes them from here.
 *
 * Normal sets are numbered per action, consecutively through all the normal groups of the
 * block: a set group holds sets, so three one-set groups read "1, 2, 3" exactly as one
 * three-set group does. In a superset each action counts its own sets, so a group A B A B
 * reads A1 B1 A2 B2 and the next normal group goes on with A3 B3. Warm-up, stretch, decrease
 * and increase groups in between do not interrupt the count.
 *
 * Decrease and increase sets count within their own group ("decrease 1, decrease 2"), per
 * action in the same way; warm-up and stretch sets keep their fixed labels. Normal groups are
 * titled "Group n" by their place among the block's normal groups; the other kinds have one
 * fixed title.
 */
export function labelBlock(block: BlockShape, language: Language): GroupLabels[] {
  const texts = TEMPLATE_LABELS[language];
  const letters = supersetLetters(block);
  let normalGroups = 0;
  const normalSets = new Map<number, number>();
  return block.groups.map((group) => {
    if (group.kind === 'normal') normalGroups += 1;
    const counts = group.kind === 'normal' ? normalSets : new Map<number, number>();
    const sets = group.sets.map((set) => {
      const n = (counts.get(set.actionId) ?? 0) + 1;
      counts.set(set.actionId, n);
      const label = setLabel(texts, group.kind, n);
      const letter = letters.get(set.actionId) ?? '';
      return { letter, label, text: joinLetter(letter, label) };
    });
    return { title: groupName(texts, group.kind, normalGroups), sets };
  });
}

/** A template block as `labelBlock` reads it. */
export function templateBlockShape(block: ActionsCon): BlockShape {
  return { groups: block.exerciseCons.map((group) => ({ kind: groupKind(group.type), sets: group.exercises })) };
}

/**
 * Recomputes every set label and group name with `labelBlock` and stores them on the template
 * (the server and the printed plan show them as they are; the letter is not stored, the
 * editor draws it). Without a language the template keeps the language its labels are
 * already written in, so an edit never switches it by accident.
 */
export function relabel(template: Template, language: Language = labelLanguage(template)): Template {
  return { ...template, actionsCons: template.actionsCons.map((block) => relabelBlock(block, language)) };
}

function relabelBlock(block: ActionsCon, language: Language): ActionsCon {
  const labels = labelBlock(templateBlockShape(block), language);
  const exerciseCons = block.exerciseCons.map((group, gi) => {
    const shown = labels[gi]!;
    return { ...group, name: shown.title, exercises: group.exercises.map((set, si) => ({ ...set, name: shown.sets[si]!.label })) };
  });
  return { ...block, exerciseCons };
}

/**
 * Chinese group names written before set groups became 段 (第n组, 热身组…): templates stored
 * then are still recognised as Chinese, so an edit relabels them in Chinese (now with 段).
 */
const EARLIER_GROUP_NAMES: Readonly<Partial<Record<Language, TemplateLabelTexts>>> = {
  'zh-Hans': {
    ...TEMPLATE_LABELS['zh-Hans'],
    group: (n) => `第${n}组`,
    warmupGroup: '热身组',
    stretchGroup: '拉伸组',
    decreaseGroup: '递减组',
    increaseGroup: '递增组',
  },
};

/**
 * The language the template's group names are written in (group names always carry words,
 * set labels may be bare digits); the fallback language when there is no named group yet.
 */
export function labelLanguage(template: Template): Language {
  for (const block of template.actionsCons) {
    for (const group of block.exerciseCons) {
      const found = LANGUAGES.find((language) => {
        const earlier = EARLIER_GROUP_NAMES[language];
        return isGroupNameIn(TEMPLATE_LABELS[language], group.name) || (earlier !== undefined && isGroupNameIn(earlier, group.name));
      });
      if (found) return found;
    }
  }
  return FALLBACK_LANGUAGE;
}

function isGroupNameIn(texts: TemplateLabelTexts, name: string): boolean {
  const fixed = [texts.warmupGroup, texts.stretchGroup, texts.decreaseGroup, texts.increaseGroup];
  const digits = name.replace(/\D/g, '');
  return fixed.includes(name) || (digits !== '' && texts.group(Number(digits)) === name);
}
