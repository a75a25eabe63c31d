import type { TemplateOutput, TemplateSummary } from '@repwise/contracts';
import {
  BLOCK_COVERS, FALLBACK_LANGUAGE, LANGUAGES, blockName, SERVER_DICTIONARY_KEYS, SET_GROUP_TYPE, blockCover, localName, mediaUrl, relabel, unitRef, type Flag, type Language,
  type RepeatCase, type SetGroupType, type Template,
} from '@repwise/domain';
import type { ExerciseDetails, TemplateRow, TemplateTreeRows } from './repo.ts';

/** Texts of official templates by language (template_texts); a person's own have none. */
export type TextsByLanguage = ReadonlyMap<string, { name: string; description: string }> | undefined;

/** Official templates read in the reader's language (English when missing); a person's own as they wrote them. */
export function localTexts(row: Pick<TemplateRow, 'name' | 'description'>, texts: TextsByLanguage, language: Language) {
  return texts?.get(language) ?? texts?.get(FALLBACK_LANGUAGE) ?? { name: row.name, description: row.description };
}

/**
 * The template's actions with the library's current names, units and media, in a language.
 * A block still named after its actions (the editor names it so, in its author's language)
 * is named again from the names in the reader's language.
 */
export function withLibraryDetails(template: Template, details: ExerciseDetails, language: Language): Template {
  return {
    ...template,
    actionsCons: template.actionsCons.map((block) => {
      const actions = block.actions.map((action) => {
        const e = details.get(action.id);
        if (!e) return action;
        return {
          ...action,
          name: localName({ nameEn: e.name_en, nameZh: e.name_zh }, language),
          iconPath: e.icon_path ?? '',
          gifPath: e.gif_path ?? '',
          intensityUnit: unitRef(SERVER_DICTIONARY_KEYS.intensityUnit, e.intensity_unit, language),
          quantityUnit: unitRef(SERVER_DICTIONARY_KEYS.quantityUnit, e.quantity_unit, language),
        };
      });
      return { ...block, name: namedAfterActions(block, details) ? blockName(actions) : block.name, actions };
    }),
  };
}

/** Whether the block's name is its actions' names joined, in either language. */
function namedAfterActions(block: { name: string; actions: readonly { id: number; name: string }[] }, details: ExerciseDetails): boolean {
  return LANGUAGES.some((language) => block.name === blockName(block.actions.map((a) => {
    const e = details.get(a.id);
    return { name: e ? localName({ nameEn: e.name_en, nameZh: e.name_zh }, language) : a.name };
  })));
}

/** Rebuilds the domain template from its rows, with the library's current names and media. */
export function assembleTemplate(row: TemplateRow, tree: TemplateTreeRows, officialTexts: TextsByLanguage, language: Language): Template {
  const texts = localTexts(row, officialTexts, language);
  const template: Template = {
    id: row.id,
    groupId: row.group_id,
    name: texts.name,
    type: row.type,
    description: texts.description,
    units: row.units === 'lbs' ? 'lbs' : 'kg',
    setIntervalSeconds: row.set_interval_seconds,
    exerciseIntervalSeconds: row.exercise_interval_seconds,
    overloadSets: row.overload_sets === 1,
    deloadSets: row.deload_sets === 1,
    unilateral: row.unilateral === 1,
    copyNameSuffix: row.copy_name_suffix,
    finished: flag(row.finished),
    actionsCons: tree.blocks.map((b) => ({
      actionsConId: b.block_key,
      name: b.name,
      type: b.type,
      restSeconds: b.rest_seconds,
      finished: flag(b.finished),
      actions: tree.actions.filter((a) => a.block_key === b.block_key).map((a) => ({
        id: a.exercise_id,
        name: '',
        iconPath: '',
        gifPath: '',
        intensityUnit: { key: 'kg', name: 'kg' },
        quantityUnit: { key: 'reps', name: 'reps' },
        repeatCases: JSON.parse(a.repeat_cases) as RepeatCase[],
      })),
      exerciseCons: tree.groups.filter((g) => g.block_key === b.block_key).map((g) => ({
        exerciseConId: g.group_key,
        type: groupType(g.type),
        name: g.name,
        restSeconds: g.rest_seconds,
        finished: flag(g.finished),
        exercises: tree.sets.filter((s) => s.group_key === g.group_key).map((s) => ({
          id: s.set_key,
          name: s.name,
          side: flag(s.side),
          intervalSeconds: s.interval_seconds,
          actionId: s.exercise_id,
          actionRepeatCaseId: s.repeat_case_key,
          intensityCountLeft: s.intensity_left,
          intensityCountRight: s.intensity_right,
          quantityCount: s.quantity,
        })),
      })),
    })),
  };
  return relabel(withLibraryDetails(template, tree.details, language), language);
}

const flag = (value: number): Flag => (value === 1 ? 1 : 0);
const groupType = (value: number): SetGroupType => (Object.values(SET_GROUP_TYPE) as number[]).includes(value) ? (value as SetGroupType) : SET_GROUP_TYPE.normal;

export interface PresentContext {
  /** Who reads it: null for a reader without an account. */
  readerId: number | null;
  language: Language;
  /** Storage base that media paths are prefixed with. */
  storageBase: string;
}

/**
 * The answer for a template: the domain template (names and labels already in the reader's
 * language) with, per action, what the editor shows without asking again: media URLs, the
 * muscles for its body map, whether the exercise was archived; per block, its cover.
 */
export function presentTemplate(row: Pick<TemplateRow, 'id' | 'owner_id' | 'share_code' | 'updated_at'>, template: Template, details: ExerciseDetails, ctx: PresentContext): TemplateOutput {
  return {
    ...template,
    id: row.id,
    actionsCons: template.actionsCons.map((block) => ({
      ...block,
      actions: block.actions.map((a) => {
        const e = details.get(a.id);
        const at = e ? Date.parse(e.updated_at) : undefined;
        return {
          ...a,
          repeatCases: [...a.repeatCases],
          archived: e?.archived_at != null,
          primaryMuscles: e ? (JSON.parse(e.primary_muscles) as string[]) : [],
          gifUrl: mediaUrl(e?.gif_path, ctx.storageBase, at),
          iconUrl: mediaUrl(e?.icon_path, ctx.storageBase, at),
          equipment: e?.equipment ?? '',
        };
      }),
      exerciseCons: block.exerciseCons.map((g) => ({ ...g, exercises: [...g.exercises] })),
      cover: blockCover(block),
    })),
    official: row.owner_id === null,
    mine: ctx.readerId !== null && row.owner_id === ctx.readerId,
    shareCode: row.share_code,
    updatedAt: row.updated_at,
  };
}

export interface SummaryParts {
  blocks: { template_id: number; n: number | string }[];
  sets: { template_id: number; n: number | string }[];
  actions: { template_id: number; block_position: number; name_en: string; name_zh: string; gif_path: string | null }[];
}

export function presentSummaries(rows: TemplateRow[], parts: SummaryParts, officialTexts: ReadonlyMap<number, TextsByLanguage>, readerId: number, language: Language, storageBase: string): TemplateSummary[] {
  return rows.map((row) => {
    const actions = parts.actions.filter((a) => a.template_id === row.id);
    const firstBlock = actions.filter((a) => a.block_position === actions[0]?.block_position);
    const texts = localTexts(row, officialTexts.get(row.id), language);
    const cover = blockCover({ actions: firstBlock.map((a) => ({ gifPath: a.gif_path ?? '' })) });
    return {
      id: row.id,
      name: texts.name,
      type: row.type,
      description: texts.description,
      units: row.units,
      blockCount: Number(parts.blocks.find((b) => b.template_id === row.id)?.n ?? 0),
      exerciseCount: actions.length,
      setCount: Number(parts.sets.find((s) => s.template_id === row.id)?.n ?? 0),
      actionNames: [...new Set(actions.map((a) => localName({ nameEn: a.name_en, nameZh: a.name_zh }, language)))],
      cover,
      coverUrl: (Object.values(BLOCK_COVERS) as string[]).includes(cover) ? '' : mediaUrl(cover, storageBase),
      official: row.owner_id === null,
      mine: row.owner_id === readerId,
      updatedAt: row.updated_at,
    };
  });
}
