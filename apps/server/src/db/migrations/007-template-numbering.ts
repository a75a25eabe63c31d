import { sql, type Kysely } from 'kysely';

/**
 * Issue "Templates finished", the stored half of two domain changes:
 *
 * - Set numbers run through the block: the normal sets of an action are numbered across all
 *   the normal groups of its block (three one-set groups read 1, 2, 3, no longer 1, 1, 1).
 *   Every template's set labels — and group names, should any be stale — are recomputed
 *   as the domain's relabel did, in the language its group names are written in (as its
 *   labelLanguage read it), from its rows in order: blocks, groups and sets by position.
 * - Weights are stored in kg whatever the template's units. Before, a template in lbs held
 *   its weights as typed, in lbs; they become kg (weightFromLbs: to 0.01 kg). Only the
 *   sets of actions whose intensity unit is a weight (kg or lbs) change; bodyweight, %1RM,
 *   level and km/h values are not weights and stay as they are.
 *
 * Frozen on purpose: the labels, relabelling and unit conversions below are this migration's
 * own copies of packages/domain (template/labels.ts, template/units.ts) as they were when it
 * was written, so changing the domain can never change what it does.
 */

interface TemplateRow { id: number; units: string }
interface BlockRow { template_id: number; block_key: string }
interface GroupRow { template_id: number; group_key: string; block_key: string; type: number; name: string }
interface SetRow {
  template_id: number;
  set_key: string;
  group_key: string;
  name: string;
  exercise_id: number;
  intensity_left: number;
  intensity_right: number;
  intensity_unit: string | null;
}

/** Templates are read and written this many at a time, so a large database is not held in memory at once. */
const TEMPLATES_PER_BATCH = 200;

export async function up(db: Kysely<unknown>): Promise<void> {
  await eachTemplateBatch(db, async (templates, tree) => {
    for (const template of templates) {
      const blocks = tree.blocks.filter((b) => b.template_id === template.id);
      const groups = tree.groups.filter((g) => g.template_id === template.id);
      const sets = tree.sets.filter((s) => s.template_id === template.id);
      const { groupNames, setNames } = relabel(blocks, groups, sets);
      for (const group of groups) {
        const name = groupNames.get(group.group_key);
        if (name !== undefined && name !== group.name) {
          await sql`update template_set_groups set name = ${name} where template_id = ${template.id} and group_key = ${group.group_key}`.execute(db);
        }
      }
      const inLbs = template.units === 'lbs';
      for (const set of sets) {
        const name = setNames.get(set.set_key) ?? set.name;
        const weight = inLbs && isWeight(set);
        const left = weight ? weightFromLbs(Number(set.intensity_left)) : Number(set.intensity_left);
        const right = weight ? weightFromLbs(Number(set.intensity_right)) : Number(set.intensity_right);
        if (name === set.name && left === Number(set.intensity_left) && right === Number(set.intensity_right)) continue;
        await sql`update template_sets set name = ${name}, intensity_left = ${left}, intensity_right = ${right}
          where template_id = ${template.id} and set_key = ${set.set_key}`.execute(db);
      }
    }
  });
}

/**
 * Back to 006: the weights of templates in lbs are lbs again (weightInLbs, to 0.1 lb —
 * exactly what was typed for every value 006 could have stored, since it kept 0.5 lb steps).
 * The labels stay as they are: they are a presentation of the same data, which 006 recomputed
 * on every read (presenting a template relabels it) and on every edit, so the new numbers
 * neither lose anything nor mislead the older code.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await eachTemplateBatch(db, async (templates, tree) => {
    for (const template of templates.filter((t) => t.units === 'lbs')) {
      for (const set of tree.sets.filter((s) => s.template_id === template.id && isWeight(s))) {
        const left = weightInLbs(Number(set.intensity_left));
        const right = weightInLbs(Number(set.intensity_right));
        await sql`update template_sets set intensity_left = ${left}, intensity_right = ${right}
          where template_id = ${template.id} and set_key = ${set.set_key}`.execute(db);
      }
    }
  });
}

function isWeight(set: SetRow): boolean {
  return set.intensity_unit !== null && WEIGHT_INTENSITY_KEYS.includes(set.intensity_unit);
}

interface TreeRows { blocks: BlockRow[]; groups: GroupRow[]; sets: SetRow[] }

/** Every template, a batch at a time by id, with its blocks, groups and sets in position order. */
async function eachTemplateBatch(db: Kysely<unknown>, work: (templates: TemplateRow[], tree: TreeRows) => Promise<void>): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows: templates } = await sql<TemplateRow>`select id, units from templates where id > ${after} order by id limit ${TEMPLATES_PER_BATCH}`.execute(db);
    if (templates.length === 0) return;
    const ids = sql.join(templates.map((t) => t.id));
    const { rows: blocks } = await sql<BlockRow>`select template_id, block_key from template_blocks where template_id in (${ids})
      order by template_id, position, block_key`.execute(db);
    const { rows: groups } = await sql<GroupRow>`select template_id, group_key, block_key, type, name from template_set_groups where template_id in (${ids})
      order by template_id, position, group_key`.execute(db);
    // A set's action is a library exercise; its intensity unit says whether the values are weights.
    const { rows: sets } = await sql<SetRow>`select s.template_id, s.set_key, s.group_key, s.name, s.exercise_id, s.intensity_left, s.intensity_right, e.intensity_unit
      from template_sets s left join exercises e on e.id = s.exercise_id where s.template_id in (${ids})
      order by s.template_id, s.position, s.set_key`.execute(db);
    await work(templates, { blocks, groups, sets });
    after = templates[templates.length - 1]!.id;
  }
}

/* ---- Frozen copies (packages/domain template/labels.ts and template/units.ts, at 007). ---- */

type Language = 'en' | 'zh-Hans';
type GroupKind = 'normal' | 'warmup' | 'stretch' | 'decrease' | 'increase';

/** Set-group types as stored: 1 normal, 2 warm-up, 3 stretch, 4 decrease, 5 increase; any other counts as normal. */
const GROUP_KINDS: Readonly<Record<number, GroupKind>> = { 1: 'normal', 2: 'warmup', 3: 'stretch', 4: 'decrease', 5: 'increase' };
const kindOf = (type: number): GroupKind => GROUP_KINDS[Number(type)] ?? 'normal';

interface LabelTexts {
  group: (n: number) => string;
  groups: Readonly<Record<Exclude<GroupKind, 'normal'>, string>>;
  set: Readonly<Record<GroupKind, (n: number) => string>>;
}

/** The languages in the order their group names are recognised; English when none is. */
const LABELS: readonly (readonly [Language, LabelTexts])[] = [
  ['en', {
    group: (n) => `Group ${n}`,
    groups: { warmup: 'Warm-up group', stretch: 'Stretch group', decrease: 'Decrease group', increase: 'Increase group' },
    set: { normal: (n) => String(n), warmup: () => 'warm', stretch: () => 'pull', decrease: (n) => `decrease ${n}`, increase: (n) => `increase ${n}` },
  }],
  ['zh-Hans', {
    group: (n) => `第${n}组`,
    groups: { warmup: '热身组', stretch: '拉伸组', decrease: '递减组', increase: '递增组' },
    set: { normal: (n) => String(n), warmup: () => '热身', stretch: () => '拉伸', decrease: (n) => `递减 ${n}`, increase: (n) => `递增 ${n}` },
  }],
];

function isGroupNameIn(texts: LabelTexts, name: string): boolean {
  const digits = name.replace(/\D/g, '');
  return Object.values(texts.groups).includes(name) || (digits !== '' && texts.group(Number(digits)) === name);
}

/** The texts of the language the template's group names are written in (the first group name that is one decides). */
function labelTexts(groups: readonly GroupRow[]): LabelTexts {
  for (const group of groups) {
    const found = LABELS.find(([, texts]) => isGroupNameIn(texts, group.name));
    if (found) return found[1];
  }
  return LABELS[0]![1];
}

/**
 * Every group name and set label of one template, from its rows in order: normal sets are
 * numbered per exercise through all the block's normal groups, decrease and increase sets
 * within their own group, warm-up and stretch sets have one label; normal groups are named by
 * their place among the block's normal groups, the other kinds by their kind.
 */
function relabel(blocks: readonly BlockRow[], groups: readonly GroupRow[], sets: readonly SetRow[]) {
  const texts = labelTexts(blocks.flatMap((b) => groups.filter((g) => g.block_key === b.block_key)));
  const groupNames = new Map<string, string>();
  const setNames = new Map<string, string>();
  for (const block of blocks) {
    let normalGroups = 0;
    const normalSets = new Map<number, number>();
    for (const group of groups.filter((g) => g.block_key === block.block_key)) {
      const kind = kindOf(group.type);
      if (kind === 'normal') normalGroups += 1;
      const counts = kind === 'normal' ? normalSets : new Map<number, number>();
      for (const set of sets.filter((s) => s.group_key === group.group_key)) {
        const actionId = Number(set.exercise_id);
        const n = (counts.get(actionId) ?? 0) + 1;
        counts.set(actionId, n);
        setNames.set(set.set_key, texts.set[kind](n));
      }
      groupNames.set(group.group_key, kind === 'normal' ? texts.group(normalGroups) : texts.groups[kind]);
    }
  }
  return { groupNames, setNames };
}

const WEIGHT_INTENSITY_KEYS: readonly string[] = ['kg', 'lbs'];
const KG_PER_LB = 0.45359237;

/** Half away from zero to `decimals` places, the product first read to 12 significant digits; -0 is 0. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return Math.sign(scaled) * Math.round(Math.abs(scaled)) / factor + 0;
}

/** A weight typed in lbs, as stored (kg, to 0.01). */
const weightFromLbs = (value: number): number => roundTo(value * KG_PER_LB, 2);
/** A stored weight (kg) in lbs, to 0.1. */
const weightInLbs = (kg: number): number => roundTo(kg / KG_PER_LB, 1);
