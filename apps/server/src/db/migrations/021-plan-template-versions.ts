import { type Generated, type Kysely } from 'kysely';
import { addIdColumn } from '../dialect.ts';

/**
 * Stored data is data (issue 23): a plan keeps its template once per version, as data, in
 * plan_templates, and its sessions refer to the version they follow. Until now every session
 * held its own copy of the template as its coach was answered it (names, labels and media
 * addresses in the coach's language), about 6 KB a session.
 *
 * Each plan's distinct copies (its own and its sessions') become versions, one per distinct
 * data: what the copy says of the template (exercise ids, blocks, groups, sets, rests,
 * sides, weights in kg) without what presenting made of it (exercise names, units' labels,
 * set labels, group names, media addresses, a block name that is only its exercises' names).
 * The plan's own copy is its latest version, the one sessions scheduled from now on follow.
 * template_version_id has no foreign key: SQLite cannot drop a column that one refers to.
 *
 * Frozen on purpose: the shapes and conversions below are this migration's own copies, so
 * changing the domain or the modules can never change what it does.
 */

/** Repeat case, as a template action holds it. */
interface RepeatCase { id: string; type: number; side: number; intervalSeconds: number }

/** A template copy as plan/publish and plan/modify answered it (TemplateOutput, at 020). */
interface PresentedCopy {
  id: number;
  groupId: string;
  name: string;
  type: string;
  description: string;
  units: string;
  setIntervalSeconds: number;
  exerciseIntervalSeconds: number;
  overloadSets: boolean;
  deloadSets: boolean;
  unilateral: boolean;
  copyNameSuffix: string;
  finished: number;
  official: boolean;
  mine: boolean;
  shareCode: string | null;
  updatedAt: string;
  actionsCons: {
    actionsConId: string;
    name: string;
    type: number;
    restSeconds: number;
    finished: number;
    actions: { id: number; name: string; repeatCases: RepeatCase[] }[];
    exerciseCons: {
      exerciseConId: string;
      type: number;
      name: string;
      restSeconds: number;
      finished: number;
      exercises: {
        id: string; name: string; side: number; intervalSeconds: number; actionId: number; actionRepeatCaseId: string;
        intensityCountLeft: number; intensityCountRight: number; quantityCount: number;
      }[];
    }[];
  }[];
}

/** A plan's template as data (plan_templates.data), as this migration writes it. */
interface TemplateData {
  ownerId: number | null;
  shareCode: string;
  updatedAt: string;
  groupId: string;
  name: string;
  description: string;
  type: string;
  units: string;
  setIntervalSeconds: number;
  exerciseIntervalSeconds: number;
  overloadSets: boolean;
  deloadSets: boolean;
  unilateral: boolean;
  copyNameSuffix: string;
  finished: number;
  /** An official template's texts by language, when the version was made with them (the copies here have one language only). */
  texts?: Record<string, { name: string; description: string }>;
  actionsCons: {
    actionsConId: string;
    /** Only a name of the block's own; absent when it is named after its exercises. */
    name?: string;
    type: number;
    restSeconds: number;
    finished: number;
    actions: { id: number; repeatCases: RepeatCase[] }[];
    exerciseCons: {
      exerciseConId: string;
      type: number;
      restSeconds: number;
      finished: number;
      exercises: {
        id: string; side: number; intervalSeconds: number; actionId: number; actionRepeatCaseId: string;
        intensityCountLeft: number; intensityCountRight: number; quantityCount: number;
      }[];
    }[];
  }[];
}

/** The columns this migration reads and writes: its own types, so a later schema change cannot change it. */
interface Tables {
  plans: { id: number; coach_id: number; template_json: string };
  plan_sessions: { id: number; plan_id: number; template_json: string; template_version_id: number | null };
  plan_templates: { id: Generated<number>; plan_id: number; template_id: number; data: string };
  exercises: { id: number; name_en: string; name_zh: string; icon_path: string | null; gif_path: string | null; intensity_unit: string; quantity_unit: string;
    archived_at: string | null; primary_muscles: string; equipment: string };
}

/** Plans are read and written this many at a time, so a large database is not held in memory at once. */
const PLANS_PER_BATCH = 100;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await addIdColumn(untyped, untyped.schema.createTable('plan_templates'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    /** The template the version was made from (the plan's template_id then). */
    .addColumn('template_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plan_templates_plan').on('plan_templates').columns(['plan_id', 'id']).execute();
  await db.schema.alterTable('plan_sessions').addColumn('template_version_id', 'integer').execute();

  for (let after = 0; ;) {
    const plans = await db.selectFrom('plans').select(['id', 'coach_id', 'template_json']).where('id', '>', after).orderBy('id').limit(PLANS_PER_BATCH).execute();
    if (plans.length === 0) break;
    for (const plan of plans) await splitCopies(db, plan);
    after = plans[plans.length - 1]!.id;
  }
  await db.schema.alterTable('plan_sessions').dropColumn('template_json').execute();
  await db.schema.alterTable('plans').dropColumn('template_json').execute();
}

/**
 * Back to 020: each session and plan holds a presented copy again, made from its version and
 * the library as it is now, labelled in English (020 relabelled nothing on read; it renamed
 * exercises into the reader's language). Media addresses stay empty: the storage base they
 * start with is the server's configuration, which a migration does not know.
 */
export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.alterTable('plans').addColumn('template_json', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('plan_sessions').addColumn('template_json', 'text', (c) => c.notNull().defaultTo('')).execute();
  for (let after = 0; ;) {
    const plans = await db.selectFrom('plans').select(['id', 'coach_id']).where('id', '>', after).orderBy('id').limit(PLANS_PER_BATCH).execute();
    if (plans.length === 0) break;
    for (const plan of plans) {
      const versions = await db.selectFrom('plan_templates').select(['id', 'template_id', 'data']).where('plan_id', '=', plan.id).orderBy('id').execute();
      for (const [i, version] of versions.entries()) {
        const copy = JSON.stringify(await presentedCopy(db, version.template_id, JSON.parse(version.data) as TemplateData, plan.coach_id));
        await db.updateTable('plan_sessions').set({ template_json: copy }).where('plan_id', '=', plan.id).where('template_version_id', '=', version.id).execute();
        if (i === versions.length - 1) await db.updateTable('plans').set({ template_json: copy }).where('id', '=', plan.id).execute();
      }
    }
    after = plans[plans.length - 1]!.id;
  }
  await db.schema.alterTable('plan_sessions').dropColumn('template_version_id').execute();
  await db.schema.dropTable('plan_templates').execute();
}

/** One plan's copies become its versions: one per distinct (template, data), the plan's own the latest. */
async function splitCopies(db: Kysely<Tables>, plan: Tables['plans']): Promise<void> {
  const copies = (await db.selectFrom('plan_sessions').select('template_json').distinct().where('plan_id', '=', plan.id).execute()).map((r) => r.template_json);
  const versionOf = (copy: string) => {
    const parsed = JSON.parse(copy) as PresentedCopy;
    return { templateId: parsed.id, data: JSON.stringify(templateData(parsed, plan.coach_id)) };
  };
  const keyOf = (version: { templateId: number; data: string }) => `${version.templateId} ${version.data}`;
  const own = versionOf(plan.template_json);
  const ofCopies = new Map(copies.map((copy) => [copy, versionOf(copy)]));
  const distinct = new Map([...ofCopies.values()].filter((v) => keyOf(v) !== keyOf(own)).map((v) => [keyOf(v), v]));
  const ids = new Map<string, number>();
  for (const version of [...distinct.values(), own]) {
    const { id } = await db.insertInto('plan_templates').values({ plan_id: plan.id, template_id: version.templateId, data: version.data }).returning('id').executeTakeFirstOrThrow();
    ids.set(keyOf(version), id);
  }
  for (const [copy, version] of ofCopies) {
    await db.updateTable('plan_sessions').set({ template_version_id: ids.get(keyOf(version))! }).where('plan_id', '=', plan.id).where('template_json', '=', copy).execute();
  }
}

/**
 * A presented copy as data. Everything presenting wrote goes: exercise names, icons, GIFs,
 * units and their labels, muscles and equipment (the library's, read again by whoever reads
 * the plan), set labels and group names (relabelled in the reader's language), covers and URLs.
 * A block keeps its name only when it is not its exercises' names joined (the editor's name
 * for a block, in its author's language). Its owner: a coach publishes only official
 * templates and their own.
 */
function templateData(copy: PresentedCopy, coachId: number): TemplateData {
  return {
    ownerId: copy.official ? null : coachId,
    shareCode: copy.shareCode ?? '',
    updatedAt: copy.updatedAt,
    groupId: copy.groupId,
    name: copy.name,
    description: copy.description,
    type: copy.type,
    units: copy.units,
    setIntervalSeconds: copy.setIntervalSeconds,
    exerciseIntervalSeconds: copy.exerciseIntervalSeconds,
    overloadSets: copy.overloadSets,
    deloadSets: copy.deloadSets,
    unilateral: copy.unilateral,
    copyNameSuffix: copy.copyNameSuffix,
    finished: copy.finished,
    actionsCons: copy.actionsCons.map((block) => ({
      actionsConId: block.actionsConId,
      ...(block.name === block.actions.map((a) => a.name).join(' + ') ? {} : { name: block.name }),
      type: block.type,
      restSeconds: block.restSeconds,
      finished: block.finished,
      actions: block.actions.map((a) => ({ id: a.id, repeatCases: a.repeatCases.map((c) => ({ id: c.id, type: c.type, side: c.side, intervalSeconds: c.intervalSeconds })) })),
      exerciseCons: block.exerciseCons.map((group) => ({
        exerciseConId: group.exerciseConId,
        type: group.type,
        restSeconds: group.restSeconds,
        finished: group.finished,
        exercises: group.exercises.map((set) => ({
          id: set.id,
          side: set.side,
          intervalSeconds: set.intervalSeconds,
          actionId: set.actionId,
          actionRepeatCaseId: set.actionRepeatCaseId,
          intensityCountLeft: set.intensityCountLeft,
          intensityCountRight: set.intensityCountRight,
          quantityCount: set.quantityCount,
        })),
      })),
    })),
  };
}

const GROUP_NAMES: Readonly<Record<number, string>> = { 2: 'Warm-up group', 3: 'Stretch group', 4: 'Decrease group', 5: 'Increase group' };
const SET_LABELS: Readonly<Record<number, (n: number) => string>> = { 2: () => 'warm', 3: () => 'pull', 4: (n) => `decrease ${n}`, 5: (n) => `increase ${n}` };

/** A block's cover as 020's presenter chose it: its exercise's GIF, or the static picture of a superset of its size. */
function coverOf(gifPaths: readonly string[]): string {
  if (gifPaths.length <= 1) return gifPaths[0] ?? '';
  return gifPaths.length === 2 ? 'cover-2' : gifPaths.length === 3 ? 'cover-3' : 'cover-many';
}

/**
 * A version as 020's plan answers held it, in English: normal sets numbered per exercise
 * through the block's normal groups, normal groups by their place, the other kinds by name.
 */
async function presentedCopy(db: Kysely<Tables>, templateId: number, data: TemplateData, coachId: number) {
  const ids = [...new Set(data.actionsCons.flatMap((b) => b.actions.map((a) => a.id)))];
  const exercises = new Map((ids.length === 0 ? [] : await db.selectFrom('exercises').selectAll().where('id', 'in', ids).execute()).map((e) => [e.id, e]));
  const texts = data.texts?.en ?? { name: data.name, description: data.description };
  return {
    id: templateId, groupId: data.groupId, name: texts.name, type: data.type, description: texts.description, units: data.units, setIntervalSeconds: data.setIntervalSeconds,
    exerciseIntervalSeconds: data.exerciseIntervalSeconds, overloadSets: data.overloadSets, deloadSets: data.deloadSets, unilateral: data.unilateral,
    copyNameSuffix: data.copyNameSuffix, finished: data.finished,
    actionsCons: data.actionsCons.map((block) => {
      const actions = block.actions.map((a) => {
        const e = exercises.get(a.id);
        return {
          id: a.id, name: e ? e.name_en || e.name_zh : '', iconPath: e?.icon_path ?? '', gifPath: e?.gif_path ?? '',
          intensityUnit: { key: e?.intensity_unit ?? 'kg', name: e?.intensity_unit ?? 'kg' }, quantityUnit: { key: e?.quantity_unit ?? 'reps', name: e?.quantity_unit ?? 'reps' },
          repeatCases: a.repeatCases, archived: e?.archived_at != null, primaryMuscles: e ? (JSON.parse(e.primary_muscles) as string[]) : [], gifUrl: '', iconUrl: '',
          equipment: e?.equipment ?? '',
        };
      });
      let normalGroups = 0;
      const normalSets = new Map<number, number>();
      const exerciseCons = block.exerciseCons.map((group) => {
        const normal = GROUP_NAMES[group.type] === undefined;
        if (normal) normalGroups += 1;
        const counts = normal ? normalSets : new Map<number, number>();
        const sets = group.exercises.map((set) => {
          const n = (counts.get(set.actionId) ?? 0) + 1;
          counts.set(set.actionId, n);
          return { ...set, name: normal ? String(n) : SET_LABELS[group.type]!(n) };
        });
        return { ...group, name: normal ? `Group ${normalGroups}` : GROUP_NAMES[group.type]!, exercises: sets };
      });
      return {
        actionsConId: block.actionsConId, name: block.name ?? actions.map((a) => a.name).join(' + '), type: block.type, restSeconds: block.restSeconds, finished: block.finished,
        actions, exerciseCons, cover: coverOf(actions.map((a) => a.gifPath)),
      };
    }),
    official: data.ownerId === null, mine: data.ownerId === coachId, shareCode: data.shareCode, updatedAt: data.updatedAt,
  };
}
