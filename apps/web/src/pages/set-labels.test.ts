import type { SetFields } from '@repwise/contracts';
import {
  LANGUAGES, addActions, addSetGroup, labelBlock, newTemplate, relabel, sequentialIdGen, templateBlockShape, type Language, type NewAction, type Result, type Template,
} from '@repwise/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionLetter } from '../features/templates/editor/format.ts';
import { planFromTemplate } from '../features/training/plan.ts';
import { draftLabels, planLabels, recordedLabels, type LabelledRecord } from '../features/training/set-labels.ts';
import type { PlannedBlock } from '../offline/planned.ts';

/**
 * Here, beside the pages that compose the features, because it checks all of them at once.
 * Every screen that shows set labels takes them from the domain's one rule (labelBlock): the
 * template editor and views (relabel, actionLetter), the training screen (planFromTemplate →
 * planLabels), the coach's view and the trainee's history of a past training
 * (recordedLabels), the coach's record form (draftLabels). Each is checked against
 * labelBlock on the same block, in both languages, and against the words the spec asks for.
 */

const SQUAT: NewAction = { id: 11, name: 'Squat', iconPath: '', gifPath: '', intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' } };
const PRESS: NewAction = { id: 12, name: 'Press', iconPath: '', gifPath: '', intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' } };
const ROW: NewAction = { id: 13, name: 'Row', iconPath: '', gifPath: '', intensityUnit: { key: 'kg', name: 'kg' }, quantityUnit: { key: 'reps', name: 'reps' } };

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/**
 * Block 1, the block of issue 24: a warm-up set, a 3-set group and a 1-set back-off group.
 * Block 2: a superset of two exercises, two rounds, then a decrease group of one round.
 */
function fixture(): Template {
  const ids = sequentialIdGen();
  let t = newTemplate({ groupId: '1', name: 'Labels', type: '1', description: 'Fixture' });
  t = unwrap(addActions(t, [SQUAT], { mode: 'separate', sets: 3 }, ids));
  const squat = t.actionsCons[0]!.actionsConId;
  t = unwrap(addSetGroup(t, squat, 'warmup', ids));
  t = unwrap(addSetGroup(t, squat, 'normal', ids));
  t = unwrap(addActions(t, [PRESS, ROW], { mode: 'superset', sets: 2 }, ids));
  t = unwrap(addSetGroup(t, t.actionsCons[1]!.actionsConId, 'decrease', ids));
  return t;
}

const EXPECTED: Record<Language, [string, string[]][][]> = {
  en: [
    [['Warm-up group', ['warm']], ['Group 1', ['1', '2', '3']], ['Group 2', ['4']]],
    [['Group 1', ['A1', 'B1', 'A2', 'B2']], ['Decrease group', ['A decrease 1', 'B decrease 1']]],
  ],
  'zh-Hans': [
    [['热身段', ['热身']], ['第1段', ['1', '2', '3']], ['第2段', ['4']]],
    [['第1段', ['A1', 'B1', 'A2', 'B2']], ['递减段', ['A 递减 1', 'B 递减 1']]],
  ],
};

const read = (groups: readonly { title: string; sets: readonly { text: string }[] }[]) => groups.map((g) => [g.title, g.sets.map((s) => s.text)]);

/** The sets a trainee records doing a plan, one after the other, as the server gives them back. */
function recordedFrom(plan: readonly PlannedBlock[]): LabelledRecord[] {
  let second = 0;
  return plan.flatMap((block) => block.groups.flatMap((group) => group.sets.map((set) => {
    second += 1;
    const at = new Date(Date.UTC(2026, 0, 1, 10, 0, second)).toISOString();
    const fields: Pick<SetFields, 'blockId' | 'groupId' | 'setType' | 'actionId' | 'completedAt'> = { blockId: block.key, groupId: group.key, setType: set.setType, actionId: set.actionId, completedAt: at };
    return { id: `set-${String(second).padStart(3, '0')}`, ...fields };
  })));
}

describe.each(LANGUAGES)('set labels in %s', (language) => {
  const template = fixture();
  const domain = template.actionsCons.map((block) => labelBlock(templateBlockShape(block), language));

  it('are the spec §4 words: warm, 1, 2, 3, 4; A1 B1 A2 B2', () => {
    expect(domain.map(read)).toEqual(EXPECTED[language]);
  });

  it('in the template editor and views: relabel stores labelBlock\'s labels and actionLetter its letters', () => {
    const shown = relabel(template, language);
    shown.actionsCons.forEach((block, b) => {
      expect(block.exerciseCons.map((g) => g.name)).toEqual(domain[b]!.map((g) => g.title));
      expect(block.exerciseCons.map((g) => g.exercises.map((s) => s.name))).toEqual(domain[b]!.map((g) => g.sets.map((s) => s.label)));
      expect(block.exerciseCons.map((g) => g.exercises.map((s) => actionLetter(block, s.actionId)))).toEqual(domain[b]!.map((g) => g.sets.map((s) => s.letter)));
    });
  });

  it('on the training screen: a session planned from the template labels as the template does', () => {
    // Stored in either language: the training screen labels in the language on screen.
    for (const stored of LANGUAGES) {
      const plan = planFromTemplate(relabel(template, stored) as unknown as Parameters<typeof planFromTemplate>[0]);
      expect(plan.map((block) => planLabels(block, language))).toEqual(domain);
    }
  });

  it('on a session stored on a phone before labels were computed from its shape', () => {
    const set = { actionName: 'Squat', unilateral: false, weighted: true, plannedWeightKg: 60, plannedReps: 5, intervalSeconds: 60 } as const;
    const stored: PlannedBlock = {
      key: 'b', name: 'Squat', groups: [
        { key: 'w', restSeconds: 60, sets: [{ ...set, actionId: 11, setType: 'warmup' }] },
        { key: 'g1', restSeconds: 60, sets: [1, 2, 3].map(() => ({ ...set, actionId: 11, setType: 'normal' as const })) },
        { key: 'g2', restSeconds: 60, sets: [{ ...set, actionId: 11, setType: 'normal' }] },
      ],
    };
    expect(read(planLabels(stored, language))).toEqual(EXPECTED[language][0]);
  });

  it('in the coach\'s view and the trainee\'s history: recorded sets label as they were labelled while training', () => {
    const plan = planFromTemplate(template as unknown as Parameters<typeof planFromTemplate>[0]);
    const recorded = recordedFrom(plan);
    const labels = recordedLabels([...recorded].reverse(), language);
    expect(recorded.map((s) => labels.get(s.id))).toEqual(domain.flatMap((block) => block.flatMap((g) => g.sets)));
  });

  it('in the coach\'s record form: an exercise\'s sets are one normal group', () => {
    const single = labelBlock({ groups: [{ kind: 'normal', sets: [{ actionId: 11 }, { actionId: 11 }, { actionId: 11 }] }] }, language)[0]!.sets;
    expect(draftLabels(11, 3, language)).toEqual(single);
    expect(draftLabels(11, 3, language).map((s) => s.text)).toEqual(['1', '2', '3']);
  });
});

/** Every source file of the web app, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('screens number no sets themselves', () => {
  const root = join(import.meta.dirname, '..');

  it('no screen makes a set label from its position in a list', () => {
    // "Set {{n}}" with n = index + 1 was how screens labelled sets before: it reads 1, 1, 2, 3, 1 for warm, 1, 2, 3, 4.
    const numbering = /(setLabel|set-label|setNumber)[^\n]*\b(index|i|n)\s*\+\s*1|<td>\{\s*index\s*\+\s*1\s*\}<\/td>|\bn=\{\s*n\s*\+\s*1\s*\}/;
    const offenders = sources(root).filter((file) => numbering.test(readFileSync(file, 'utf8'))).map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('no catalogue has a numbered set label of its own', () => {
    const catalogues = readdirSync(join(root, 'i18n'), { recursive: true }).map(String).filter((f) => f.endsWith('.json'));
    const offenders = catalogues.filter((file) => /"setLabel":\s*"[^"]*\{\{n\}\}/.test(readFileSync(join(root, 'i18n', file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
