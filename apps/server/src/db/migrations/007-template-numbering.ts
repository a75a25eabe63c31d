import {
  SET_GROUP_TYPE, WEIGHT_INTENSITY_KEYS, newTemplate, relabel, weightForDisplay, weightFromDisplay, type ActionsCon, type SetGroupType, type Template,
} from '@repwise/domain';
import { sql, type Kysely } from 'kysely';

/**
 * Issue "Templates finished", the stored half of two domain changes:
 *
 * - Set numbers run through the block: the normal sets of an action are numbered across all
 *   the normal groups of its block (three one-set groups read 1, 2, 3, no longer 1, 1, 1).
 *   Every template's set labels — and group names, should any be stale — are recomputed
 *   with the domain's relabel, in the language its group names are written in (relabel reads
 *   it with labelLanguage), from its rows in order: blocks, groups and sets by position.
 * - Weights are stored in kg whatever the template's units. Before, a template in lbs held
 *   its weights as typed, in lbs; they become kg (weightFromDisplay: to 0.01 kg). Only the
 *   sets of actions whose intensity unit is a weight (kg or lbs) change; bodyweight, %1RM,
 *   level and km/h values are not weights and stay as they are.
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
      const relabelled = relabel(domainTemplate(blocks, groups, sets));
      const groupNames = new Map(relabelled.actionsCons.flatMap((b) => b.exerciseCons.map((g) => [g.exerciseConId, g.name] as const)));
      const setNames = new Map(relabelled.actionsCons.flatMap((b) => b.exerciseCons.flatMap((g) => g.exercises.map((s) => [s.id, s.name] as const))));
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
        const left = weight ? weightFromDisplay(Number(set.intensity_left), 'lbs') : Number(set.intensity_left);
        const right = weight ? weightFromDisplay(Number(set.intensity_right), 'lbs') : Number(set.intensity_right);
        if (name === set.name && left === Number(set.intensity_left) && right === Number(set.intensity_right)) continue;
        await sql`update template_sets set name = ${name}, intensity_left = ${left}, intensity_right = ${right}
          where template_id = ${template.id} and set_key = ${set.set_key}`.execute(db);
      }
    }
  });
}

/**
 * Back to 006: the weights of templates in lbs are lbs again (weightForDisplay, to 0.1 lb —
 * exactly what was typed for every value 006 could have stored, since it kept 0.5 lb steps).
 * The labels stay as they are: they are a presentation of the same data, which 006 recomputed
 * on every read (presenting a template relabels it) and on every edit, so the new numbers
 * neither lose anything nor mislead the older code.
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await eachTemplateBatch(db, async (templates, tree) => {
    for (const template of templates.filter((t) => t.units === 'lbs')) {
      for (const set of tree.sets.filter((s) => s.template_id === template.id && isWeight(s))) {
        const left = weightForDisplay(Number(set.intensity_left), 'lbs');
        const right = weightForDisplay(Number(set.intensity_right), 'lbs');
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

const GROUP_TYPES: readonly number[] = Object.values(SET_GROUP_TYPE);

/**
 * The parts of the domain template relabel reads, from one template's rows in order: blocks,
 * their groups (type and name) and the groups' sets (action and name). An unknown group type
 * counts as normal, as when the server presents the template.
 */
function domainTemplate(blocks: readonly BlockRow[], groups: readonly GroupRow[], sets: readonly SetRow[]): Template {
  const actionsCons: ActionsCon[] = blocks.map((block) => ({
    actionsConId: block.block_key,
    name: '',
    type: 0,
    restSeconds: 0,
    finished: 0,
    actions: [],
    exerciseCons: groups.filter((g) => g.block_key === block.block_key).map((group) => ({
      exerciseConId: group.group_key,
      type: (GROUP_TYPES.includes(Number(group.type)) ? Number(group.type) : SET_GROUP_TYPE.normal) as SetGroupType,
      name: group.name,
      restSeconds: 0,
      finished: 0,
      exercises: sets.filter((s) => s.group_key === group.group_key).map((set) => ({
        id: set.set_key,
        name: set.name,
        side: 0,
        intervalSeconds: 0,
        actionId: Number(set.exercise_id),
        actionRepeatCaseId: '',
        intensityCountLeft: 0,
        intensityCountRight: 0,
        quantityCount: 0,
      })),
    })),
  }));
  return newTemplate({ groupId: '', actionsCons });
}
