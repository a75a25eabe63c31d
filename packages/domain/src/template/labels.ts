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
 * web app's message files. Digits stay digits in both languages.
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
    group: (n) => `第${n}组`,
    warmupGroup: '热身组',
    stretchGroup: '拉伸组',
    decreaseGroup: '递减组',
    increaseGroup: '递增组',
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
 * Recomputes every set label and group name.
 *
 * Normal sets are numbered per action, consecutively through all the normal groups of the
 * block: a 组 is a set, so three one-set groups read "1, 2, 3" exactly as one three-set group
 * does, and 第n组 / "Group n" agree with the set numbers. In a superset each action counts its
 * own sets, so a group A B A B reads 1 1 2 2 and the next normal group goes on with 3 3 —
 * each action reads "set 1, set 2, …" as in a single-action block. Warm-up, stretch, decrease
 * and increase groups in between do not interrupt the count.
 *
 * Decrease and increase sets count within their own group ("decrease 1, decrease 2"), per
 * action in the same way; warm-up and stretch sets keep their fixed labels. Normal groups are
 * named "Group n" by their place among the block's normal groups; the other kinds have one
 * fixed name. Without a language the template keeps the language its labels are already
 * written in, so an edit never switches it by accident.
 */
export function relabel(template: Template, language: Language = labelLanguage(template)): Template {
  const texts = TEMPLATE_LABELS[language];
  return { ...template, actionsCons: template.actionsCons.map((block) => relabelBlock(block, texts)) };
}

function relabelBlock(block: ActionsCon, texts: TemplateLabelTexts): ActionsCon {
  let normalGroups = 0;
  const normalSets = new Map<number, number>();
  const exerciseCons = block.exerciseCons.map((group) => {
    const kind = groupKind(group.type);
    if (kind === 'normal') normalGroups += 1;
    const counts = kind === 'normal' ? normalSets : new Map<number, number>();
    const exercises = group.exercises.map((set) => {
      const n = (counts.get(set.actionId) ?? 0) + 1;
      counts.set(set.actionId, n);
      return { ...set, name: setLabel(texts, kind, n) };
    });
    return { ...group, name: groupName(texts, kind, normalGroups), exercises };
  });
  return { ...block, exerciseCons };
}

/**
 * The language the template's group names are written in (group names always carry words,
 * set labels may be bare digits); the fallback language when there is no named group yet.
 */
export function labelLanguage(template: Template): Language {
  for (const block of template.actionsCons) {
    for (const group of block.exerciseCons) {
      const found = LANGUAGES.find((language) => isGroupNameIn(TEMPLATE_LABELS[language], group.name));
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
