import { describe, expect, it } from 'vitest';
import { TEMPLATE_LABELS, addSet, addSetGroup, labelBlock, labelLanguage, moveSet, relabel, removeSet, removeSetGroup, supersetLetters, templateBlockShape, toggleSide, type BlockShape } from './index.ts';
import { ROW, SQUAT, blankTemplate, groupNamesOf, labelsOf, makeTemplate, unwrap } from './test-fixtures.ts';
import { sequentialIdGen, type SetGroupKind, type Template } from './types.ts';

/** A squat block with a group of every kind, added in a jumbled order. */
function everyKind(language: 'en' | 'zh-Hans' = 'en'): Template {
  const ids = sequentialIdGen();
  let t = makeTemplate([SQUAT], 'separate', 2, ids);
  const blockId = t.actionsCons[0]!.actionsConId;
  const kinds: SetGroupKind[] = ['stretch', 'increase', 'normal', 'warmup', 'decrease'];
  for (const kind of kinds) t = unwrap(addSetGroup(t, blockId, kind, ids, language));
  for (const group of t.actionsCons[0]!.exerciseCons) {
    if (group.type === 4 || group.type === 5 || group.type === 2) t = unwrap(addSet(t, group.exerciseConId, ids));
  }
  return t;
}

describe('relabel', () => {
  it('names groups and labels sets in English', () => {
    const t = everyKind();
    expect(groupNamesOf(t)).toEqual(['Warm-up group', 'Group 1', 'Group 2', 'Increase group', 'Decrease group', 'Stretch group']);
    expect(t.actionsCons[0]!.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual([
      ['warm', 'warm'], ['1', '2'], ['3'], ['increase 1', 'increase 2'], ['decrease 1', 'decrease 2'], ['pull'],
    ]);
  });

  it('names groups and labels sets in Chinese, digits staying digits', () => {
    const t = everyKind('zh-Hans');
    expect(groupNamesOf(t)).toEqual(['热身段', '第1段', '第2段', '递增段', '递减段', '拉伸段']);
    expect(t.actionsCons[0]!.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual([
      ['热身', '热身'], ['1', '2'], ['3'], ['递增 1', '递增 2'], ['递减 1', '递减 2'], ['拉伸'],
    ]);
  });

  it('switches language when asked and is idempotent', () => {
    const en = everyKind();
    const zh = relabel(en, 'zh-Hans');
    expect(relabel(zh, 'en')).toEqual(en);
    expect(relabel(zh)).toEqual(zh);
  });

  it('numbers normal sets per action round in a superset', () => {
    const t = makeTemplate([SQUAT, ROW], 'superset', 3);
    expect(labelsOf(t)).toEqual(['1', '1', '2', '2', '3', '3']);
    const moved = unwrap(moveSet(t, t.actionsCons[0]!.exerciseCons[0]!.exerciseConId, 0, 5));
    expect(moved.actionsCons[0]!.exerciseCons[0]!.exercises.map((s) => [s.actionId, s.name])).toEqual([
      [ROW.id, '1'], [SQUAT.id, '1'], [ROW.id, '2'], [SQUAT.id, '2'], [ROW.id, '3'], [SQUAT.id, '3'],
    ]);
  });

  it('numbers normal sets through the block: three one-set groups read as one three-set group', () => {
    const ids = sequentialIdGen();
    let groups = makeTemplate([SQUAT], 'separate', 1, ids);
    const blockId = groups.actionsCons[0]!.actionsConId;
    groups = unwrap(addSetGroup(groups, blockId, 'normal', ids));
    groups = unwrap(addSetGroup(groups, blockId, 'normal', ids));
    const allLabels = (t: Template) => t.actionsCons[0]!.exerciseCons.flatMap((g) => g.exercises.map((s) => s.name));
    expect(allLabels(groups)).toEqual(['1', '2', '3']);
    expect(groupNamesOf(groups)).toEqual(['Group 1', 'Group 2', 'Group 3']);
    expect(allLabels(makeTemplate([SQUAT], 'separate', 3))).toEqual(['1', '2', '3']);
    expect(allLabels(relabel(groups, 'zh-Hans'))).toEqual(['1', '2', '3']);
    expect(groupNamesOf(relabel(groups, 'zh-Hans'))).toEqual(['第1段', '第2段', '第3段']);
  });

  it('lets each action of a superset count its own sets, on into the next normal group', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 2, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'normal', ids));
    t = unwrap(addSetGroup(t, blockId, 'warmup', ids));
    t = unwrap(addSetGroup(t, blockId, 'decrease', ids));
    t = unwrap(addSet(t, t.actionsCons[0]!.exerciseCons[3]!.exerciseConId, ids));
    t = unwrap(addSetGroup(t, blockId, 'normal', ids));
    expect(t.actionsCons[0]!.exerciseCons.map((g) => [g.name, g.exercises.map((s) => `${s.actionId === SQUAT.id ? 'S' : 'R'}${s.name}`)])).toEqual([
      ['Warm-up group', ['Swarm', 'Rwarm']],
      ['Group 1', ['S1', 'R1', 'S2', 'R2']],
      ['Group 2', ['S3', 'R3']],
      ['Group 3', ['S4', 'R4']],
      ['Decrease group', ['Sdecrease 1', 'Rdecrease 1', 'Sdecrease 2', 'Rdecrease 2']],
    ]);
  });

  it('keeps counting through warm-up, stretch, decrease and increase groups placed between normal ones', () => {
    const t = everyKind();
    const [warm, g1, g2, inc, dec, pull] = t.actionsCons[0]!.exerciseCons;
    const shuffled: Template = { ...t, actionsCons: [{ ...t.actionsCons[0]!, exerciseCons: [g1!, warm!, inc!, g2!, pull!, dec!] }] };
    const relabelled = relabel(shuffled, 'en');
    expect(relabelled.actionsCons[0]!.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual([
      ['1', '2'], ['warm', 'warm'], ['increase 1', 'increase 2'], ['3'], ['pull'], ['decrease 1', 'decrease 2'],
    ]);
    expect(groupNamesOf(relabelled)).toEqual(['Group 1', 'Warm-up group', 'Increase group', 'Group 2', 'Stretch group', 'Decrease group']);
  });

  it('renumbers the later groups when a normal group goes', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT], 'separate', 2, ids);
    const blockId = t.actionsCons[0]!.actionsConId;
    t = unwrap(addSetGroup(t, blockId, 'normal', ids));
    t = unwrap(addSetGroup(t, blockId, 'normal', ids));
    expect(t.actionsCons[0]!.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual([['1', '2'], ['3'], ['4']]);
    t = unwrap(removeSetGroup(t, t.actionsCons[0]!.exerciseCons[0]!.exerciseConId));
    expect(t.actionsCons[0]!.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual([['1'], ['2']]);
    expect(groupNamesOf(t)).toEqual(['Group 1', 'Group 2']);
  });

  it('renumbers after a set or a group goes', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT], 'separate', 3, ids);
    t = unwrap(removeSet(t, t.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.id));
    expect(labelsOf(t)).toEqual(['1', '2']);
    t = unwrap(addSetGroup(t, t.actionsCons[0]!.actionsConId, 'normal', ids));
    expect(groupNamesOf(t)).toEqual(['Group 1', 'Group 2']);
  });

  it('overwrites stale names on a template from elsewhere', () => {
    const t = makeTemplate([SQUAT], 'separate', 2);
    const block = t.actionsCons[0]!;
    const group = { ...block.exerciseCons[0]!, name: 'x', exercises: block.exerciseCons[0]!.exercises.map((s) => ({ ...s, name: '?' })) };
    const stale = { ...t, actionsCons: [{ ...block, exerciseCons: [group] }] };
    expect(relabel(stale, 'en')).toEqual(t);
  });
});

describe('labelLanguage', () => {
  it('reads the language the group names are written in, falling back to English', () => {
    expect(labelLanguage(everyKind())).toBe('en');
    expect(labelLanguage(everyKind('zh-Hans'))).toBe('zh-Hans');
    expect(labelLanguage(blankTemplate())).toBe('en');
  });

  it('recognises the Chinese group names stored before set groups became 段, and relabels them with 段', () => {
    const now = everyKind('zh-Hans');
    const earlier: Template = {
      ...now,
      actionsCons: now.actionsCons.map((b) => ({ ...b, exerciseCons: b.exerciseCons.map((g) => ({ ...g, name: g.name.replace('段', '组') })) })),
    };
    expect(groupNamesOf(earlier)).toEqual(['热身组', '第1组', '第2组', '递增组', '递减组', '拉伸组']);
    expect(labelLanguage(earlier)).toBe('zh-Hans');
    expect(relabel(earlier)).toEqual(now);
  });

  it('lets edits without a language keep the template language', () => {
    const zh = everyKind('zh-Hans');
    const toggled = unwrap(toggleSide(zh, zh.actionsCons[0]!.exerciseCons[0]!.exercises[0]!.id));
    expect(groupNamesOf(toggled)[0]).toBe('热身段');
  });
});

describe('TEMPLATE_LABELS', () => {
  it('has every text in both languages', () => {
    expect(Object.keys(TEMPLATE_LABELS.en).sort()).toEqual(Object.keys(TEMPLATE_LABELS['zh-Hans']).sort());
    expect(TEMPLATE_LABELS['zh-Hans'].group(12)).toBe('第12段');
    expect(TEMPLATE_LABELS.en.decreaseSet(3)).toBe('decrease 3');
  });
});

/** The block of issue 24: a warm-up set, a 3-set group and a 1-set back-off group. */
const BACK_OFF: BlockShape = {
  groups: [
    { kind: 'warmup', sets: [{ actionId: 1 }] },
    { kind: 'normal', sets: [{ actionId: 1 }, { actionId: 1 }, { actionId: 1 }] },
    { kind: 'normal', sets: [{ actionId: 1 }] },
  ],
};

/** A two-action superset: two rounds, then a decrease group of one round. */
const SUPERSET: BlockShape = {
  groups: [
    { kind: 'normal', sets: [{ actionId: 7 }, { actionId: 3 }, { actionId: 7 }, { actionId: 3 }] },
    { kind: 'decrease', sets: [{ actionId: 7 }, { actionId: 3 }] },
  ],
};

const texts = (labels: ReturnType<typeof labelBlock>) => labels.map((g) => [g.title, g.sets.map((s) => s.text)]);

describe('labelBlock', () => {
  it('labels warm-up, main and back-off sets through the block, in both languages', () => {
    expect(texts(labelBlock(BACK_OFF, 'en'))).toEqual([['Warm-up group', ['warm']], ['Group 1', ['1', '2', '3']], ['Group 2', ['4']]]);
    expect(texts(labelBlock(BACK_OFF, 'zh-Hans'))).toEqual([['热身段', ['热身']], ['第1段', ['1', '2', '3']], ['第2段', ['4']]]);
  });

  it('gives a superset its letters in the order the actions come, each action counting its own', () => {
    expect(texts(labelBlock(SUPERSET, 'en'))).toEqual([['Group 1', ['A1', 'B1', 'A2', 'B2']], ['Decrease group', ['A decrease 1', 'B decrease 1']]]);
    expect(texts(labelBlock(SUPERSET, 'zh-Hans'))).toEqual([['第1段', ['A1', 'B1', 'A2', 'B2']], ['递减段', ['A 递减 1', 'B 递减 1']]]);
    expect([...supersetLetters(SUPERSET)]).toEqual([[7, 'A'], [3, 'B']]);
    expect(supersetLetters(BACK_OFF).size).toBe(0);
  });

  it('is what relabel stores on a template (the label without the letter) in either language', () => {
    const ids = sequentialIdGen();
    let t = makeTemplate([SQUAT, ROW], 'superset', 2, ids);
    t = unwrap(addSetGroup(t, t.actionsCons[0]!.actionsConId, 'decrease', ids));
    for (const language of ['en', 'zh-Hans'] as const) {
      const stored = relabel(t, language).actionsCons[0]!;
      const labels = labelBlock(templateBlockShape(stored), language);
      expect(stored.exerciseCons.map((g) => g.name)).toEqual(labels.map((g) => g.title));
      expect(stored.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual(labels.map((g) => g.sets.map((s) => s.label)));
      expect(labels[0]!.sets.map((s) => s.text)).toEqual(['A1', 'B1', 'A2', 'B2']);
    }
  });
});
