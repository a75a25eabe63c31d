import { randomBytes } from 'node:crypto';
import { relabel, validateTemplate, type Language, type Template } from '@repwise/domain';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { canEditTemplate, canViewTemplate } from '../../platform/policies.ts';
import { assembleTemplate, presentSummaries, presentTemplate } from './present.ts';
import {
  deleteOwnTemplates, exerciseIdsInTemplate, findTemplateByShareCode, findTemplateRow, insertTemplateRow, listTemplateRows, loadTemplateTree,
  replaceTemplateTree, summaryParts, updateTemplateRow, usableExerciseIds, type TemplateFilter, type TemplateRow,
} from './repo.ts';
import type { TemplateInput, TemplateListQuery, TemplateOutput } from './schemas.ts';

export interface TemplateViewer {
  id: number;
  language: Language;
  /** Storage base that media paths are prefixed with. */
  storageBase: string;
  /** Operators may edit official templates. */
  isOperator: boolean;
}

const newShareCode = () => randomBytes(12).toString('base64url');

function toDomain(input: TemplateInput): Template {
  return { ...input, id: input.id ?? null };
}

/** The first problem of a template that cannot be saved, as the person should read it. */
function refuseInvalid(template: Template): void {
  const problems = validateTemplate(template);
  const first = problems[0];
  if (!first) return;
  if (problems.some((p) => ['name', 'type', 'description'].includes(p.path) && p.code === 'required')) throw badRequest('templateFieldsRequired');
  if (first.path === 'actionsCons' && first.code === 'empty') throw badRequest('templateNeedsExercise');
  if (/^actionsCons\[\d+\]\.actions$/.test(first.path) && first.code === 'empty') throw badRequest('blockNeedsAction');
  throw badRequest('invalidField', { field: first.path });
}

function columnsOf(template: Template, now: Date) {
  return {
    group_id: template.groupId,
    name: template.name.trim(),
    type: template.type,
    description: template.description.trim(),
    units: template.units,
    set_interval_seconds: template.setIntervalSeconds,
    exercise_interval_seconds: template.exerciseIntervalSeconds,
    overload_sets: template.overloadSets ? 1 : 0,
    deload_sets: template.deloadSets ? 1 : 0,
    unilateral: template.unilateral ? 1 : 0,
    copy_name_suffix: template.copyNameSuffix,
    finished: template.finished,
    search_text: `${template.name} ${template.description}`.toLowerCase(),
    updated_at: now.toISOString(),
  };
}

async function loadVisible(db: Kysely<Database>, viewer: TemplateViewer, id: number): Promise<TemplateRow> {
  const row = await findTemplateRow(db, id);
  if (!row || !canViewTemplate(viewer.id, row)) throw notFound();
  return row;
}

async function present(db: Kysely<Database>, row: TemplateRow, viewer: TemplateViewer): Promise<TemplateOutput> {
  return presentTemplate(row, await loadTemplateTree(db, row.id), { viewerId: viewer.id, language: viewer.language, showShareCode: true });
}

export async function getTemplate(db: Kysely<Database>, viewer: TemplateViewer, id: number, now = new Date()): Promise<TemplateOutput> {
  const row = await loadVisible(db, viewer, id);
  // Opening one's own template puts it at the top of the recent history.
  if (row.owner_id === viewer.id) await updateTemplateRow(db, id, { last_used_at: now.toISOString() });
  return present(db, row, viewer);
}

export async function listTemplates(db: Kysely<Database>, viewer: TemplateViewer, scope: TemplateFilter['scope'], q: TemplateListQuery) {
  const { rows, total } = await listTemplateRows(db, { scope, viewerId: viewer.id, keyword: q.keyword }, q.page, q.size);
  const parts = await summaryParts(db, rows.map((r) => r.id));
  return { list: presentSummaries(rows, parts, viewer.id, viewer.language, viewer.storageBase), total, page: q.page, size: q.size, hasMore: q.page * q.size < total };
}

/**
 * Creates (no id) or replaces (own id) a whole template in one transaction: a template that
 * fails any check changes nothing. Labels are recomputed here, whatever the client sent.
 */
export async function saveTemplate(db: Kysely<Database>, viewer: TemplateViewer, input: TemplateInput, now = new Date()): Promise<TemplateOutput> {
  return saveDomainTemplate(db, viewer, toDomain(input), now);
}

/**
 * `alsoAllowed`: exercises the person may use although they are someone else's, because
 * the template being copied already contains them.
 */
async function saveDomainTemplate(db: Kysely<Database>, viewer: TemplateViewer, submitted: Template, now: Date, alsoAllowed: ReadonlySet<number> = new Set()): Promise<TemplateOutput> {
  const template = relabel(submitted, viewer.language);
  refuseInvalid(template);
  return inTransaction(db, async (trx) => {
    const existing = template.id === null ? undefined : await findTemplateRow(trx, template.id);
    if (template.id !== null && (!existing || !canEditTemplate(viewer, existing))) throw notFound();
    const actionIds = template.actionsCons.flatMap((b) => b.actions.map((a) => a.id));
    const usable = await usableExerciseIds(trx, actionIds, existing && existing.owner_id === null ? null : viewer.id);
    // What the template already held stays usable: a copy of a shared template keeps the
    // sharer's own exercises through every later save.
    const foreign = actionIds.filter((a) => !usable.has(a) && !alsoAllowed.has(a));
    const kept = existing && foreign.length > 0 ? await exerciseIdsInTemplate(trx, existing.id) : new Set<number>();
    if (foreign.some((a) => !kept.has(a))) throw badRequest('unknownExercise');
    const templateId = existing
      ? (await updateTemplateRow(trx, existing.id, columnsOf(template, now)), existing.id)
      : await insertTemplateRow(trx, {
          ...columnsOf(template, now),
          owner_id: viewer.id,
          official_key: null,
          share_code: newShareCode(),
          copied_from_id: null,
          sort: 0,
          last_used_at: now.toISOString(),
          created_at: now.toISOString(),
        });
    await replaceTemplateTree(trx, templateId, template);
    return present(trx, (await findTemplateRow(trx, templateId))!, viewer);
  });
}

export async function deleteTemplates(db: Kysely<Database>, viewer: TemplateViewer, ids: readonly number[]): Promise<number[]> {
  return db.transaction().execute((trx) => deleteOwnTemplates(trx, ids, viewer.id));
}

/** Copies an official, own or shared template into the person's own, its name with the suffix. */
export function copyTemplate(db: Kysely<Database>, viewer: TemplateViewer, source: { id?: number | undefined; code?: string | undefined }, suffix: string, now = new Date()): Promise<TemplateOutput> {
  return inTransaction(db, (trx) => copyInto(trx, viewer, source, suffix, now));
}

async function copyInto(db: Kysely<Database>, viewer: TemplateViewer, source: { id?: number | undefined; code?: string | undefined }, suffix: string, now: Date): Promise<TemplateOutput> {
  const row = source.code !== undefined ? await findTemplateByShareCode(db, source.code) : await findTemplateRow(db, source.id!);
  if (!row || (source.code === undefined && !canViewTemplate(viewer.id, row))) throw notFound();
  const original = assembleTemplate(row, await loadTemplateTree(db, row.id), viewer.language);
  const copySuffix = row.copy_name_suffix || suffix;
  const copy: Template = { ...original, id: null, name: `${original.name}${copySuffix}`.slice(0, 140), finished: 0 };
  const inSource = new Set(original.actionsCons.flatMap((b) => b.actions.map((a) => a.id)));
  const saved = await saveDomainTemplate(db, viewer, copy, now, inSource);
  await updateTemplateRow(db, saved.id, { copied_from_id: row.id });
  return saved;
}

export async function sharedTemplate(db: Kysely<Database>, language: Language, code: string): Promise<TemplateOutput> {
  const row = await findTemplateByShareCode(db, code);
  if (!row) throw notFound();
  return presentTemplate(row, await loadTemplateTree(db, row.id), { viewerId: null, language, showShareCode: true });
}

/** The share link of a template and its QR code (SVG), for the share page and posters. */
export async function templateQrcode(db: Kysely<Database>, viewer: TemplateViewer, id: number, publicUrl: string) {
  const row = await loadVisible(db, viewer, id);
  const url = `${publicUrl.replace(/\/$/, '')}/#/pages/TemplateManage/templateInfo/shareTemplate?code=${row.share_code}`;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { url, svg };
}
