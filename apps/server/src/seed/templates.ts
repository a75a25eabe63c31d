import {
  SERVER_DICTIONARY_KEYS, addActions, addSetGroup, newTemplate, normalizeSearchText, searchTokens, setIntensity, setQuantity, shelfTokens, unitRef, type NewAction,
  type Result, type Template,
} from '@repwise/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { insertTemplateRow, replaceTemplateTree, writeTemplateText } from '../modules/series/repo.ts';
import { newShareCode } from '../platform/share-code.ts';
import { OFFICIAL_TEMPLATES, type OfficialTemplate } from './content.ts';

function unwrap(result: Result<Template>, what: string): Template {
  if (!result.ok) throw new Error(`official template ${what}: ${result.error}`);
  return result.value;
}

/** Builds an official template with the same editing rules the app uses. */
function build(spec: OfficialTemplate, actionsByKey: Map<string, NewAction>): Template {
  let template = newTemplate({ groupId: '1', name: spec.nameEn, type: spec.type, description: spec.descriptionEn, copyNameSuffix: '' });
  let counter = 0;
  const idGen = () => `${spec.key}-${++counter}`;
  for (const block of spec.blocks) {
    const actions = block.exercises.map((key) => {
      const action = actionsByKey.get(key);
      if (!action) throw new Error(`official template ${spec.key}: no exercise ${key}`);
      return action;
    });
    template = unwrap(addActions(template, actions, { mode: actions.length > 1 ? 'superset' : 'separate', sets: block.sets }, idGen, 'en'), spec.key);
    const added = template.actionsCons[template.actionsCons.length - 1]!;
    for (const set of added.exerciseCons.flatMap((g) => g.exercises)) {
      template = unwrap(setQuantity(template, set.id, block.reps, 'en'), spec.key);
      if (block.load > 0) template = unwrap(setIntensity(template, set.id, 'left', block.load, 'en'), spec.key);
    }
    if (block.warmup) template = unwrap(addSetGroup(template, added.actionsConId, 'warmup', idGen, 'en'), spec.key);
  }
  return template;
}

/**
 * Official templates are created once, matched by key, with their texts in both languages:
 * operators may edit them afterwards, and a later start must not undo their edits.
 */
export async function seedTemplates(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = new Map((await db.selectFrom('templates').select(['id', 'official_key']).where('official_key', 'is not', null).execute()).map((r) => [r.official_key!, r.id]));
  await seedMissingTexts(db, existing);
  const missing = OFFICIAL_TEMPLATES.filter((t) => !existing.has(t.key));
  if (missing.length === 0) return;
  const keys = [...new Set(missing.flatMap((t) => t.blocks.flatMap((b) => b.exercises)))];
  const rows = await db.selectFrom('exercises').selectAll().where('official_key', 'in', keys).execute();
  const actionsByKey = new Map<string, NewAction>(rows.map((r) => [r.official_key!, {
    id: r.id,
    name: r.name_en,
    iconPath: r.icon_path ?? '',
    gifPath: r.gif_path ?? '',
    intensityUnit: unitRef(SERVER_DICTIONARY_KEYS.intensityUnit, r.intensity_unit, 'en'),
    quantityUnit: unitRef(SERVER_DICTIONARY_KEYS.quantityUnit, r.quantity_unit, 'en'),
  }]));
  for (const spec of missing) {
    const template = build(spec, actionsByKey);
    const searchText = normalizeSearchText(`${spec.nameEn} ${spec.nameZh} ${spec.descriptionEn} ${spec.descriptionZh}`);
    await inTransaction(db, async (trx) => {
      const id = await insertTemplateRow(trx, {
        owner_id: null, official_key: spec.key, group_id: '1', name: spec.nameEn, type: spec.type, description: spec.descriptionEn,
        units: 'kg', set_interval_seconds: template.setIntervalSeconds, exercise_interval_seconds: template.exerciseIntervalSeconds,
        overload_sets: 0, deload_sets: 0, unilateral: 0, copy_name_suffix: '', finished: 0, share_code: newShareCode(),
        copied_from_id: null, search_text: searchText, search_tokens: searchTokens(searchText), search_shelf: shelfTokens({ ownerId: null }),
        sort: OFFICIAL_TEMPLATES.indexOf(spec), last_used_at: null, created_at: now.toISOString(), updated_at: now.toISOString(),
      });
      await replaceTemplateTree(trx, id, template);
      await writeTexts(trx, id, spec);
    });
  }
}

function writeTexts(db: Kysely<Database>, id: number, spec: OfficialTemplate): Promise<unknown> {
  return Promise.all([
    writeTemplateText(db, id, 'en', { name: spec.nameEn, description: spec.descriptionEn }),
    writeTemplateText(db, id, 'zh-Hans', { name: spec.nameZh, description: spec.descriptionZh }),
  ]);
}

/** Official templates made before their texts moved into the database get them once. */
async function seedMissingTexts(db: Kysely<Database>, existing: ReadonlyMap<string, number>): Promise<void> {
  if (existing.size === 0) return;
  const withTexts = new Set((await db.selectFrom('template_texts').select('template_id').where('template_id', 'in', [...existing.values()]).execute()).map((r) => r.template_id));
  for (const spec of OFFICIAL_TEMPLATES) {
    const id = existing.get(spec.key);
    if (id !== undefined && !withTexts.has(id)) await writeTexts(db, id, spec);
  }
}
