import {
  SERVER_DICTIONARY_KEYS, addActions, addSetGroup, dictLabel, newTemplate, setIntensity, setQuantity, type NewAction,
  type Result, type Template,
} from '@repwise/domain';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/schema/index.ts';
import { insertTemplateRow, replaceTemplateTree } from '../modules/series/repo.ts';
import { SERVER_DICTIONARIES } from './dictionaries.ts';
import { OFFICIAL_TEMPLATES, type OfficialTemplate } from './official-templates.ts';

function unwrap(result: Result<Template>, what: string): Template {
  if (!result.ok) throw new Error(`official template ${what}: ${result.error}`);
  return result.value;
}

function unit(parentKey: string, key: string) {
  const entry = SERVER_DICTIONARIES[parentKey]?.find((e) => e.value === key);
  return { key, name: entry ? dictLabel(entry, 'en') : key };
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
 * Official templates are created once, matched by key: operators may edit them afterwards,
 * and a later start must not undo their edits.
 */
export async function seedTemplates(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = new Set((await db.selectFrom('templates').select('official_key').where('official_key', 'is not', null).execute()).map((r) => r.official_key));
  const missing = OFFICIAL_TEMPLATES.filter((t) => !existing.has(t.key));
  if (missing.length === 0) return;
  const keys = [...new Set(missing.flatMap((t) => t.blocks.flatMap((b) => b.exercises)))];
  const rows = await db.selectFrom('exercises').selectAll().where('official_key', 'in', keys).execute();
  const actionsByKey = new Map<string, NewAction>(rows.map((r) => [r.official_key!, {
    id: r.id,
    name: r.name_en,
    iconPath: r.icon_path ?? '',
    gifPath: r.gif_path ?? '',
    intensityUnit: unit(SERVER_DICTIONARY_KEYS.intensityUnit, r.intensity_unit),
    quantityUnit: unit(SERVER_DICTIONARY_KEYS.quantityUnit, r.quantity_unit),
  }]));
  for (const spec of missing) {
    const template = build(spec, actionsByKey);
    await db.transaction().execute(async (trx) => {
      const id = await insertTemplateRow(trx, {
        owner_id: null, official_key: spec.key, group_id: '1', name: spec.nameEn, type: spec.type, description: spec.descriptionEn,
        units: 'kg', set_interval_seconds: template.setIntervalSeconds, exercise_interval_seconds: template.exerciseIntervalSeconds,
        overload_sets: 0, deload_sets: 0, unilateral: 0, copy_name_suffix: '', finished: 0, share_code: randomBytes(12).toString('base64url'),
        copied_from_id: null, search_text: `${spec.nameEn} ${spec.nameZh} ${spec.descriptionEn} ${spec.descriptionZh}`.toLowerCase(),
        sort: OFFICIAL_TEMPLATES.indexOf(spec), last_used_at: null, created_at: now.toISOString(), updated_at: now.toISOString(),
      });
      await replaceTemplateTree(trx, id, template);
    });
  }
}
